//! One guild house as SVG: the roof with the merchants on it (colour and seat number), any
//! Bürgermeister and the house's coats of arms; the prestige marker; the workshop windows from
//! the master's window (bottom, its value is the price) up to the stacked pair at the top; the
//! four guest rooms with their guests and costs; the storage room's goods; and, while
//! planning, the viewer's action card of this guild. Places the viewer may act on are
//! highlighted and offer those actions.

use super::symbols::{farbe, ware_id};
use super::targets::Target;
use crate::games::nuernberg::data::{Buerger, Gast, Gilde, Handwerker, Stadtbewohner, ZIMMER_KOSTEN};
use crate::games::nuernberg::text::{buerger, gast, gilde, ware};
use crate::games::nuernberg::{Platz, Zunfthaus};
use crate::i18n::{Key, Lang, t};
use leptos::prelude::*;

/// What a house needs besides itself.
#[derive(Clone)]
pub struct HouseCtx {
    /// The page's language.
    pub lang: Lang,
    /// Places the viewer may act on.
    pub lit: Vec<Target>,
    /// Called with the place the viewer points at.
    pub point: Callback<Target>,
    /// The action cards chosen so far while planning.
    pub chosen: RwSignal<Vec<Gilde>>,
}

/// A clickable place: focusable and activated by Enter or Space when lit.
fn spot(ctx: &HouseCtx, target: Target, label: String, body: AnyView) -> impl IntoView + use<> {
    let on = ctx.lit.contains(&target);
    let point = ctx.point;
    let title = label.clone();
    view! {
        <g class="nb-spot" class:lit=on tabindex=on.then_some("0") role=on.then_some("button") aria-label=label
            on:click=move |_| point.run(target)
            on:keydown=move |ev| if ev.key() == "Enter" || ev.key() == " " { ev.prevent_default(); point.run(target) }>
            <title>{title}</title>
            {body}
        </g>
    }
}

/// A tile of a craftsman: value, "Handelsmann +" mark and the guild's good.
fn tile(h: Handwerker, x: i32, y: i32, w: i32) -> AnyView {
    let plus = h
        .handelsmann_plus()
        .then(|| view! { <text class="nb-plus" x=x + w - 3 y=y + 12 text-anchor="end">"H+"</text> });
    view! {
        <rect class="nb-tile" x=x y=y width=w height="34" rx="3"/>
        <use href=ware_id(h.gilde) x=x + 3 y=y + 3 width="12" height="12"/>
        <text class="nb-value" x=x + w / 2 y=y + 29 text-anchor="middle">{h.wert()}</text>
        {plus}
    }
    .into_any()
}

/// The printed sign of a citizen's moment: ★ at once, ☾ at the round's end, ☀ at the game's end.
pub fn zeichen(b: Buerger) -> &'static str {
    use Stadtbewohner::*;
    match b.art() {
        Ratsherr | Dieb | Waechter => "★",
        Musikant(_) | Hausierer | Buergermeister => "☾",
        Edelmann(_) | Steuereintreiber | Graveur | Vorarbeiter(_) | Lehrling => "☀",
    }
}

/// A guest tile in a room.
fn guest(lang: Lang, g: Gast, x: i32, y: i32) -> AnyView {
    match g {
        Gast::Handwerker(h) => tile(h, x, y, 70),
        Gast::Buerger(b) => {
            // The name without its printed number, which goes to the corner instead.
            let full = buerger(b).get(lang).to_string();
            let (name, number) = full.split_once(" (").unwrap_or((&full, ""));
            let short = match name.char_indices().nth(11) {
                Some((end, _)) => format!("{}.", &name[..end]),
                None => name.to_string(),
            };
            view! {
                <rect class="nb-citizen" x=x y=y width="70" height="34" rx="3"/>
                <text class="nb-sign" x=x + 4 y=y + 14>{zeichen(b)}</text>
                <text class="nb-count" x=x + 66 y=y + 14 text-anchor="end">{number.trim_end_matches(')').to_string()}</text>
                <text class="nb-name" x=x + 35 y=y + 28 text-anchor="middle">{short}</text>
            }
            .into_any()
        }
    }
}

/// A room's cost: each alternative as "n×(own good)", plus "+m▢" for goods of any kind.
fn cost(g: Gilde, room: usize, x: i32, y: i32) -> AnyView {
    ZIMMER_KOSTEN[room]
        .iter()
        .enumerate()
        .map(|(i, &(own, any))| {
            let x = x + i as i32 * 38;
            let rest = (any > 0).then(|| format!("+{any}▢"));
            let or = (i > 0).then(|| view! { <text class="nb-cost" x=x - 5 y=y + 10>"/"</text> });
            view! {
                {or}
                <text class="nb-cost" x=x y=y + 10>{own}</text>
                <use href=ware_id(g) x=x + 6 y=y + 1 width="9" height="9"/>
                <text class="nb-cost" x=x + 15 y=y + 10>{rest}</text>
            }
        })
        .collect_view()
        .into_any()
}

/// The house of one guild, as the view shows it.
pub fn house(
    ctx: &HouseCtx,
    haus: &Zunfthaus,
    prestige: bool,
    called: bool,
    planning: bool,
    names: &[String],
) -> impl IntoView + use<> {
    let lang = ctx.lang;
    let g = haus.gilde;
    let name = gilde(g).get(lang).to_string();
    let roof_men = haus
        .dach
        .iter()
        .filter(|&(_, &n)| n > 0)
        .enumerate()
        .map(|(i, (seat, &n))| {
            let cx = 62 + i as i32 * 42;
            let label = format!("{}: {n}", names[seat.index()]);
            view! {
                <g class="nb-roof-man" data-seat=seat.0>
                    <title>{label}</title>
                    <circle cx=cx cy="48" r="11" fill=farbe(seat) stroke="#fff" stroke-width="1.5"/>
                    <text class="nb-man" x=cx y="52" text-anchor="middle">{format!("{}", seat.0 + 1)}</text>
                    <text class="nb-count" x=cx + 12 y="60">{format!("×{n}")}</text>
                </g>
            }
        })
        .collect_view();
    let mayors = (!haus.buergermeister.is_empty()).then(|| {
        let label = format!("{} ×{}", buerger(haus.buergermeister[0]).get(lang), haus.buergermeister.len());
        view! { <text class="nb-mayor" x="210" y="54" text-anchor="middle">{"☾B×"}{haus.buergermeister.len()}<title>{label}</title></text> }
    });
    let roof = view! {
        <path class="nb-roof" d="M6 62 L130 6 L254 62 Z"/>
        {roof_men}{mayors}
    }
    .into_any();
    let arms_label = format!("{}: {}", t(lang, Key::NbArms), haus.wappen);
    let windows = haus
        .werkstatt
        .iter()
        .enumerate()
        .map(|(fenster, stack)| {
            let y = 282 - fenster as i32 * 44;
            let w = if stack.len() > 1 { 33 } else { 70 };
            let tiles = stack
                .iter()
                .enumerate()
                .map(|(lage, &h)| {
                    let place = Platz::Werkstatt { gilde: g, fenster: fenster as u8, lage: lage as u8 };
                    let label = crate::games::nuernberg::text::platz(place).get(lang).to_string();
                    spot(ctx, Target::Platz(place), label, tile(h, 10 + lage as i32 * 37, y, w))
                })
                .collect_view();
            let master = (fenster == 0)
                .then(|| view! { <text class="nb-label" x="10" y=y + 46>{t(lang, Key::NbMaster)}</text> });
            view! { <rect class="nb-window" x="7" y=y - 3 width="76" height="40" rx="4"/>{tiles}{master} }
        })
        .collect_view();
    let rooms = haus
        .zimmer
        .iter()
        .enumerate()
        .map(|(room, g_opt)| {
            let (x, y) = (96 + (room as i32 % 2) * 80, 96 + (room as i32 / 2) * 62);
            let who = g_opt.map(|gst| gast(gst).get(lang).to_string()).unwrap_or_else(|| "—".into());
            let label = format!("{} {}: {who}", t(lang, Key::NbGuestRoom), room + 1);
            let body = view! {
                <rect class="nb-room" x=x - 3 y=y - 3 width="76" height="58" rx="4"/>
                {g_opt.map(|gst| guest(lang, gst, x, y))}
                {cost(g, room, x, y + 38)}
            }
            .into_any();
            spot(ctx, Target::Zimmer(g, room as u8), label, body)
        })
        .collect_view();
    let stock = Gilde::ALL
        .iter()
        .filter(|&&k| haus.lager.of(k) > 0)
        .enumerate()
        .map(|(i, &k)| {
            let (x, y) = (98 + (i as i32 % 3) * 50, 256 + (i as i32 / 3) * 26);
            view! {
                <use href=ware_id(k) x=x y=y width="18" height="18"/>
                <text class="nb-count" x=x + 21 y=y + 14>{haus.lager.of(k)}<title>{ware(k).get(lang).to_string()}</title></text>
            }
        })
        .collect_view();
    let storage_label = format!("{} {name}", t(lang, Key::NbStorage));
    let storage = view! {
        <rect class="nb-storage" x="93" y="232" width="158" height="96" rx="4"/>
        <text class="nb-label" x="98" y="246">{t(lang, Key::NbStorage)}</text>
        {stock}
    }
    .into_any();
    let card = planning.then(|| {
        let chosen = ctx.chosen;
        let label = format!("{} {name}", t(lang, Key::NbCard));
        let body = view! {
            <rect class="nb-card" class:chosen=move || chosen.with(|c| c.contains(&g)) x="60" y="344" width="140" height="30" rx="5"/>
            <text class="nb-card-text" x="130" y="364" text-anchor="middle">{format!("{} {}", g.index() + 1, t(lang, Key::NbCard))}</text>
        }
        .into_any();
        spot(ctx, Target::Karte(g), label, body)
    });
    let price = haus.preis();
    view! {
        <figure class="nb-house" class:called=called data-gilde=format!("{g:?}")>
            <svg viewBox=if planning { "0 0 260 380" } else { "0 0 260 340" } role="group" aria-label=name.clone()>
                {spot(ctx, Target::Dach(g), format!("{} {name}", t(lang, Key::NbRoof)), roof)}
                <g class="nb-arms"><title>{arms_label}</title>
                    <path d="M14 30 H34 V42 Q34 52 24 56 Q14 52 14 42 Z" class="nb-shield"/>
                    <text class="nb-count" x="24" y="47" text-anchor="middle">{haus.wappen}</text>
                </g>
                {prestige.then(|| view! { <g class="nb-prestige"><title>{t(lang, Key::NbPrestige)}</title>
                    <path d="M226 4 L230 16 L243 16 L233 24 L237 36 L226 28 L215 36 L219 24 L209 16 L222 16 Z"/>
                    <text x="226" y="26" text-anchor="middle">"P"</text></g> })}
                <rect class="nb-body" x="2" y="62" width="256" height="274"/>
                <text class="nb-title" x="10" y="84">{format!("{} {name}", g.index() + 1)}</text>
                <text class="nb-price" x="250" y="84" text-anchor="end">{format!("{} {price}", t(lang, Key::NbPrice))}</text>
                {windows}{rooms}
                {spot(ctx, Target::Lager(g), storage_label, storage)}
                {card}
            </svg>
            <figcaption class="nb-seen">{name}{called.then(|| format!(" — {}", t(lang, Key::NbCalled)))}</figcaption>
        </figure>
    }
}
