//! A player and their village: the tiles built, with what lies on them, where they stand and
//! how they are turned.

use super::*;

/// What stands in a village.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Building {
    /// The home tile with this number.
    Home(u8),
    /// A village tile (a summer boat among them).
    Tile(Tile),
    /// A boat ([`boat_name`]), taken at the end of winter.
    Boat(u8),
    /// A turn-order tile ([`TURN_ORDER`]), won in winter.
    TurnOrder(u8),
}

/// A tile in a village, with what lies on it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placed {
    /// The tile.
    pub building: Building,
    /// Whether it shows its upgraded side.
    pub upgraded: bool,
    /// Resources on it.
    pub resources: Resources,
    /// Workers used on it this season.
    pub used: Used,
    /// Where it stands (the home tile at the origin).
    pub at: Hex,
    /// How far it is turned clockwise from its printed edges, 0–5.
    pub rotation: u8,
    /// The extension on it, if any ([`EXTENSIONS`](crate::games::keyflower::data::merchants::EXTENSIONS) by
    /// number; The Merchants).
    pub extension: Option<u8>,
}

/// A place in a village: axial coordinates of flat-topped hexes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Hex {
    /// Column.
    pub q: i8,
    /// Row.
    pub r: i8,
}

/// A village placement under way.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Build {
    /// The won tile being placed.
    pub tile: Building,
    /// Where, once chosen.
    pub at: Option<Hex>,
}

impl Placed {
    /// `building` newly built at `at`, turned by `rotation`: its base side, nothing on it.
    pub fn new(building: Building, at: Hex, rotation: u8) -> Self {
        Placed {
            building,
            upgraded: false,
            resources: Resources::default(),
            used: Used::default(),
            at,
            rotation,
            extension: None,
        }
    }

    /// The colour of the extension built on this tile (The Merchants), which its uses must take.
    pub fn extension_colour(&self) -> Option<crate::games::keyflower::data::Colour> {
        self.extension.map(|e| crate::games::keyflower::data::merchants::EXTENSIONS[usize::from(e)].colour)
    }

    /// The colour asked of the next use of this tile: that of the workers on it, else of its
    /// extension (The Merchants).
    pub fn use_colour(&self) -> Option<crate::games::keyflower::data::Colour> {
        self.used.colour.or_else(|| self.extension_colour())
    }

    /// Its fixed VP on the side it shows.
    pub fn vp(&self) -> u8 {
        let side = usize::from(self.upgraded);
        match self.building {
            Building::Home(n) => HOMES[usize::from(n - 1)].vp[side],
            Building::Tile(t) => t.data().vp[side],
            Building::Boat(_) | Building::TurnOrder(_) => 0,
        }
    }

    /// What a use does on the side it shows.
    pub fn effect(&self) -> Effect {
        let side = usize::from(self.upgraded);
        match self.building {
            Building::Home(n) => HOMES[usize::from(n - 1)].effect[side],
            Building::Tile(t) => t.data().effect[side],
            Building::Boat(_) | Building::TurnOrder(_) => Effect::None,
        }
    }
}

/// One player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// Workers behind the screen.
    pub screen: Workers,
    /// Skill tiles behind the screen.
    pub skills: Skills,
    /// The village; the home tile first.
    pub village: Vec<Placed>,
    /// Winter tiles dealt, still secret.
    pub winter: Vec<Tile>,
    /// Winter tiles chosen to be put up for auction, secret until every player has chosen.
    pub offered: Vec<Tile>,
    /// Tiles won this season (in winter also boats and turn-order tiles), waiting to be built
    /// into the village.
    pub won: Vec<Building>,
    /// Contracts behind the screen (The Merchants).
    pub contracts: Vec<u8>,
    /// Cabins on the home tile (The Merchants): each one more upgrade icon there.
    pub cabins: u8,
    /// Variant B (Tactician): the workers among `screen` that lie in front of it, open to all.
    pub front: Workers,
    /// Variant B: the skill tiles among `skills` that lie face up in front of the screen.
    pub front_skills: Skills,
    /// Variant B: the contracts among `contracts` taken open, lying face up in front.
    pub front_contracts: Vec<u8>,
}

impl Player {
    /// Spends `workers` of the player's own, those in front of the screen first (variant B): a
    /// worker placed in the open tells nothing of what is hidden when one like it lay in front.
    pub fn spend(&mut self, workers: &Workers) {
        self.screen.take_all(workers);
        for c in Colour::ALL {
            let n = workers.of(c).min(self.front.of(c));
            self.front.take(c, n);
        }
    }

    /// Spends a skill tile of `kind`, a face-up one in front first (variant B).
    pub fn spend_skill(&mut self, kind: Skill) {
        self.skills.take(kind, 1);
        if self.front_skills.of(kind) > 0 {
            self.front_skills.take(kind, 1);
        }
    }

    /// Gives up contract `c` (traded).
    pub fn lose_contract(&mut self, c: u8) {
        let i = self.contracts.iter().position(|&x| x == c).expect("a held contract");
        self.contracts.remove(i);
        self.front_contracts.retain(|&x| x != c);
    }
}
