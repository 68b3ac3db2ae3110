//! One guild house as SVG: the roof with the merchants on it (colour and seat number), any
//! Bürgermeister and the house's coats of arms; the prestige marker; the workshop windows from
//! the master's window (bottom, its value is the price) up to the stacked pair at the top; the
//! four guest rooms with their guests and costs; the storage room's goods; and, while
//! planning, the viewer's action card of this guild (a button below the house). Places the
//! viewer may act on are highlighted and offer those actions. For screen readers each place is
//! an image (a button when lit) named by its `<title>`, which starts with what is drawn there.
//!
//! The drawing is SVG markup; each place carries its `data-focus` key for the board's one
//! click and one key handler.

use super::symbols::{colour, good_id};
use super::targets::{Marks, Target, guild_key};
use super::text::NuernbergWords;
use crate::games::nuernberg::data::{Citizen, CitizenKind, Craftsman, Guest, Guild, ROOM_COSTS};
use crate::games::nuernberg::text::{citizen, good, guest, guild, place};
use crate::games::nuernberg::{GuildHouse, Place};
use crate::i18n::{Lang, t};
use crate::ui::kit::markup::{Markup, markup, spot};
use crate::ui::kit::targets::Touched;

/// What a house needs besides itself.
pub struct HouseCtx<'a> {
    /// The page's language.
    pub lang: Lang,
    /// What the viewer may point at, and what a click offered.
    pub marks: &'a Marks,
    /// The action cards chosen so far while planning.
    pub chosen: &'a [Guild],
    /// What the last move touched.
    pub touched: &'a Touched<Target>,
}

/// The markup of one house, its places appended to `spots`.
struct Drawing<'a, 'b> {
    ctx: &'a HouseCtx<'a>,
    svg: Markup,
    spots: &'b mut Vec<Target>,
}

impl Drawing<'_, '_> {
    /// Opens a place (focusable and a button when lit, else an image, marked when the last move
    /// touched it); close it with `</g>`. Its name is its `<title>` (shown on hover too), which
    /// starts with what is drawn there (`label`), so what a reader hears matches what is seen.
    fn spot(&mut self, target: Target, label: &str) {
        let last = self.ctx.touched.has(&target);
        let role = match self.ctx.marks.lit(target) {
            true => markup!(r#" tabindex="0" role="button""#),
            false => markup!(r#" role="img""#),
        };
        let label = match last {
            true => format!("{label} — {}", t(self.ctx.lang, NuernbergWords::LastMove)),
            false => label.to_string(),
        };
        self.svg += markup!(
            r#"<g class="nb-spot{class}{last}"{role}{spot}><title>{label}</title>"#,
            role,
            label,
            class = self.ctx.marks.class(target),
            last = self.ctx.touched.class(&target),
            spot = spot(target, self.spots)
        );
    }

    /// A craftsman's tile: value, "Handelsmann +" mark and the guild's good.
    fn tile(&mut self, h: Craftsman, x: i32, y: i32, w: i32) {
        self.svg += markup!(
            r#"<rect class="nb-tile" x="{x}" y="{y}" width="{w}" height="34" rx="3"/><use href="{good_id}" x="{v1}" y="{v2}" width="12" height="12"/><text class="nb-value" x="{v3}" y="{v4}" text-anchor="middle">{value}</text>"#,
            x,
            y,
            w,
            good_id = good_id(h.guild),
            v1 = x + 3,
            v2 = y + 3,
            v3 = x + w / 2,
            v4 = y + 29,
            value = h.value()
        );
        if h.merchant_plus() {
            self.svg += markup!(
                r#"<text class="nb-plus" x="{x}" y="{y}" text-anchor="end">H+</text>"#,
                x = x + w - 3,
                y = y + 12
            );
        }
    }

    /// A guest tile in a room: a craftsman, or a citizen with its sign, name and printed number.
    fn guest(&mut self, g: Guest, x: i32, y: i32) {
        let b = match g {
            Guest::Craftsman(h) => return self.tile(h, x, y, 70),
            Guest::Citizen(b) => b,
        };
        let full = citizen(b).get(self.ctx.lang).to_string();
        let (name, number) = full.split_once(" (").unwrap_or((&full, ""));
        let short = match name.char_indices().nth(11) {
            Some((end, _)) => format!("{}.", &name[..end]),
            None => name.to_string(),
        };
        self.svg += markup!(
            r#"<rect class="nb-citizen" x="{x}" y="{y}" width="70" height="34" rx="3"/><text class="nb-sign" x="{v0}" y="{v1}">{symbol}</text><text class="nb-count" x="{v3}" y="{v4}" text-anchor="end">{v5}</text><text class="nb-name" x="{v6}" y="{v7}" text-anchor="middle">{short}</text>"#,
            x,
            y,
            v0 = x + 4,
            v1 = y + 14,
            symbol = symbol(b),
            v3 = x + 66,
            v4 = y + 14,
            v5 = number.trim_end_matches(')'),
            v6 = x + 35,
            v7 = y + 28,
            short = &short
        );
    }

    /// A room's cost: each alternative as "n (own good)", plus "+m▢" for goods of any kind.
    fn cost(&mut self, g: Guild, room: usize, x: i32, y: i32) {
        for (i, &(own, any)) in ROOM_COSTS[room].iter().enumerate() {
            let x = x + i as i32 * 38;
            let or = if i > 0 { "/" } else { "" };
            let rest = if any > 0 { format!("+{any}▢") } else { String::new() };
            self.svg += markup!(
                r#"<text class="nb-cost" x="{v0}" y="{y}">{or}</text><text class="nb-cost" x="{x}" y="{v2}">{own}</text><use href="{good_id}" x="{v4}" y="{v5}" width="9" height="9"/><text class="nb-cost" x="{v6}" y="{v7}">{rest}</text>"#,
                or,
                x,
                own,
                rest,
                v0 = x - 5,
                y = y + 10,
                v2 = y + 10,
                good_id = good_id(g),
                v4 = x + 6,
                v5 = y + 1,
                v6 = x + 15,
                v7 = y + 10
            );
        }
    }

    /// The roof with merchants per seat and Bürgermeister, the arms and the prestige marker.
    fn roof(&mut self, house: &GuildHouse, prestige: bool, names: &[String]) {
        let lang = self.ctx.lang;
        let name = guild(house.guild).get(lang).to_string();
        let mut on_it: Vec<String> = house
            .roof
            .iter()
            .filter(|&(_, &n)| n > 0)
            .map(|(seat, &n)| format!("{} {} ×{n}", seat.0 + 1, names[seat.index()]))
            .collect();
        if let Some(&b) = house.buergermeister.first() {
            on_it.push(format!("☾B {} ×{}", citizen(b).get(lang), house.buergermeister.len()));
        }
        let on_it = if on_it.is_empty() { String::new() } else { format!(": {}", on_it.join(", ")) };
        self.spot(Target::Roof(house.guild), &format!("{} {name}{on_it}", t(lang, NuernbergWords::Roof)));
        self.svg += markup!(r#"<path class="nb-roof" d="M6 62 L130 6 L254 62 Z"/>"#);
        for (i, (seat, &n)) in house.roof.iter().filter(|&(_, &n)| n > 0).enumerate() {
            let cx = 62 + i as i32 * 42;
            self.svg += markup!(
                r##"<g class="nb-roof-man" data-seat="{seat}"><title>{v1}: {n}</title><circle cx="{cx}" cy="48" r="11" fill="{colour}" stroke="#fff" stroke-width="1.5"/><text class="nb-man" x="{cx}" y="52" text-anchor="middle">{v3}</text><text class="nb-count" x="{x}" y="60">×{n}</text></g>"##,
                n,
                cx,
                seat = seat.0,
                v1 = &names[seat.index()],
                colour = colour(seat),
                v3 = seat.0 + 1,
                x = cx + 12
            );
        }
        if let Some(&b) = house.buergermeister.first() {
            let n = house.buergermeister.len();
            self.svg += markup!(
                r#"<text class="nb-mayor" x="210" y="54" text-anchor="middle"><title>{citizen} ×{n}</title>☾B×{n}</text>"#,
                n,
                citizen = citizen(b).get(lang)
            );
        }
        self.svg += markup!("</g>");
        self.svg += markup!(
            r#"<g class="nb-arms" role="img"><title>{arms} {v1}</title><path d="M14 30 H34 V42 Q34 52 24 56 Q14 52 14 42 Z" class="nb-shield"/><text class="nb-count" x="24" y="47" text-anchor="middle">{v2}</text></g>"#,
            arms = house.arms,
            v1 = t(lang, NuernbergWords::Arms),
            v2 = house.arms
        );
        if prestige {
            self.svg += markup!(
                r#"<g class="nb-prestige" role="img"><title>P {prestige}</title><path d="M226 4 L230 16 L243 16 L233 24 L237 36 L226 28 L215 36 L219 24 L209 16 L222 16 Z"/><text x="226" y="26" text-anchor="middle">P</text></g>"#,
                prestige = t(lang, NuernbergWords::Prestige)
            );
        }
    }

    /// The workshop: windows from the master's (bottom) upwards, each tile a place.
    fn workshop(&mut self, house: &GuildHouse) {
        let lang = self.ctx.lang;
        for (window, stack) in house.workshop.iter().enumerate() {
            let y = 282 - window as i32 * 44;
            let w = if stack.len() > 1 { 33 } else { 70 };
            self.svg += markup!(r#"<rect class="nb-window" x="7" y="{y}" width="76" height="40" rx="4"/>"#, y = y - 3);
            for (layer, &h) in stack.iter().enumerate() {
                let at = Place::Workshop { guild: house.guild, window: window as u8, layer: layer as u8 };
                self.spot(Target::Place(at), &format!("{} — {}", seen(Guest::Craftsman(h), lang), place(at).get(lang)));
                self.tile(h, 10 + layer as i32 * 37, y, w);
                self.svg += markup!("</g>");
            }
            if window == 0 {
                self.svg += markup!(
                    r#"<text class="nb-label" x="10" y="{y}">{master}</text>"#,
                    y = y + 46,
                    master = t(lang, NuernbergWords::Master)
                );
            }
        }
    }

    /// The four guest rooms (two rows of two), each a place with its guest and cost.
    fn rooms(&mut self, house: &GuildHouse) {
        let lang = self.ctx.lang;
        for (room, occupant) in house.rooms.iter().enumerate() {
            let (x, y) = (96 + (room as i32 % 2) * 80, 96 + (room as i32 / 2) * 62);
            let own = good(house.guild).get(lang).to_string();
            let costs: Vec<String> = ROOM_COSTS[room]
                .iter()
                .map(|&(n, any)| if any > 0 { format!("{n} {own} +{any}▢") } else { format!("{n} {own}") })
                .collect();
            let (costs, name) = (costs.join(" / "), format!("{} {}", t(lang, NuernbergWords::GuestRoom), room + 1));
            // The guest first (a citizen's tile names it; a craftsman's shows its value), else the cost.
            let label = match *occupant {
                None => format!("{costs} — {name}"),
                Some(g @ Guest::Citizen(_)) => format!("{} — {name}: {costs}", seen(g, lang)),
                Some(g) => format!("{} — {}, {name}: {costs}", seen(g, lang), guest(g).get(lang)),
            };
            self.spot(Target::Room(house.guild, room as u8), &label);
            self.svg += markup!(
                r#"<rect class="nb-room" x="{x}" y="{y}" width="76" height="58" rx="4"/>"#,
                x = x - 3,
                y = y - 3
            );
            if let Some(g) = *occupant {
                self.guest(g, x, y);
            }
            self.cost(house.guild, room, x, y + 38);
            self.svg += markup!("</g>");
        }
    }

    /// The storage room: its goods by kind.
    fn storage(&mut self, house: &GuildHouse) {
        let lang = self.ctx.lang;
        let goods: Vec<String> = Guild::ALL
            .into_iter()
            .filter(|&k| house.storage.of(k) > 0)
            .map(|k| format!("{} {}", house.storage.of(k), good(k).get(lang)))
            .collect();
        let goods = if goods.is_empty() { String::new() } else { format!(": {}", goods.join(", ")) };
        let label = format!("{} {}{goods}", t(lang, NuernbergWords::Storage), guild(house.guild).get(lang));
        self.spot(Target::Storage(house.guild), &label);
        self.svg += markup!(
            r#"<rect class="nb-storage" x="93" y="232" width="158" height="96" rx="4"/><text class="nb-label" x="98" y="246">{storage}</text>"#,
            storage = t(lang, NuernbergWords::Storage)
        );
        for (i, k) in Guild::ALL.into_iter().filter(|&k| house.storage.of(k) > 0).enumerate() {
            let (x, y) = (98 + (i as i32 % 3) * 50, 256 + (i as i32 / 3) * 26);
            self.svg += markup!(
                r#"<use href="{good_id}" x="{x}" y="{y}" width="18" height="18"/><text class="nb-count" x="{v1}" y="{v2}"><title>{good}</title>{v4}</text>"#,
                x,
                y,
                good_id = good_id(k),
                v1 = x + 21,
                v2 = y + 14,
                good = good(k).get(lang),
                v4 = house.storage.of(k)
            );
        }
        self.svg += markup!("</g>");
    }
}

/// What a guest tile shows, in reading order: a craftsman's value (and "H+"), a citizen's sign,
/// name and printed number.
fn seen(g: Guest, lang: Lang) -> String {
    match g {
        Guest::Craftsman(h) => format!("{}{}", h.value(), if h.merchant_plus() { " H+" } else { "" }),
        Guest::Citizen(b) => format!("{} {}", symbol(b), citizen(b).get(lang)),
    }
}

/// The printed sign of a citizen's moment: ★ at once, ☾ at the round's end, ☀ at the game's end.
pub fn symbol(b: Citizen) -> &'static str {
    use CitizenKind::*;
    match b.kind() {
        Ratsherr | Dieb | Waechter => "★",
        Musikant(_) | Hausierer | Buergermeister => "☾",
        Edelmann(_) | Steuereintreiber | Graveur | Vorarbeiter(_) | Lehrling => "☀",
    }
}

/// The drawing of one guild's house as markup, its places appended to `spots`.
fn drawing(ctx: &HouseCtx, house: &GuildHouse, prestige: bool, names: &[String], spots: &mut Vec<Target>) -> Markup {
    let lang = ctx.lang;
    let g = house.guild;
    let mut drawing = Drawing { ctx, svg: Markup::new(), spots };
    drawing.roof(house, prestige, names);
    drawing.svg += markup!(
        r#"<rect class="nb-body" x="2" y="62" width="256" height="274"/><text class="nb-title" x="10" y="84">{number} {name}</text><text class="nb-price" x="250" y="84" text-anchor="end">{price} {value}</text>"#,
        number = g.index() + 1,
        name = guild(g).get(lang),
        price = t(lang, NuernbergWords::Price),
        value = house.price()
    );
    drawing.workshop(house);
    drawing.rooms(house);
    drawing.storage(house);
    drawing.svg
}

/// The house of one guild, as the view shows it; `card` adds the viewer's action card. Its
/// places are appended to `spots`.
pub fn house(
    ctx: &HouseCtx,
    house: &GuildHouse,
    (prestige, called, card): (bool, bool, bool),
    names: &[String],
    spots: &mut Vec<Target>,
) -> Markup {
    let lang = ctx.lang;
    let g = house.guild;
    let name = guild(g).get(lang).to_string();
    let svg = drawing(ctx, house, prestige, names, spots);
    let last = ctx.touched.has(&Target::House(g));
    let card = if card {
        let target = Target::Card(g);
        let lit = ctx.marks.lit(target);
        markup!(
            r#"<button type="button" class="nb-card{lit}{chosen}"{spot}{disabled}>{number} {card}<span class="visually-hidden">: {name}</span></button>"#,
            name,
            lit = if lit { " lit" } else { "" },
            chosen = if ctx.chosen.contains(&g) { " chosen" } else { "" },
            spot = spot(target, spots),
            disabled = if lit { Markup::new() } else { markup!(" disabled") },
            number = g.index() + 1,
            card = t(lang, NuernbergWords::Card)
        )
    } else {
        Markup::new()
    };
    let said = |yes: bool, words: NuernbergWords| if yes { format!(" — {}", t(lang, words)) } else { String::new() };
    markup!(
        r#"<figure class="nb-house{called_class}{last_class}" data-guild="{key}"><svg viewBox="0 0 260 340" role="group" aria-label="{name}">{svg}</svg>{card}<figcaption class="nb-seen">{name}{called}{last}</figcaption></figure>"#,
        name,
        svg,
        card,
        called_class = if called { " called" } else { "" },
        last_class = if last { " last" } else { "" },
        key = guild_key(g),
        called = said(called, NuernbergWords::Called),
        last = said(last, NuernbergWords::LastMove)
    )
}
