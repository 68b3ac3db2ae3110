//! Why an action is refused, in the rulebook's terms, in German and English.

use super::text::guild_name;
use crate::text::{Describe, Text};

/// Why an action is refused, in the rulebook's terms.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The action does not belong to this moment of the game.
    NotNow,
    /// A board must line up a whole 3-field edge with an earlier board.
    BoardMustJoin,
    /// No such field.
    NoSuchField,
    /// The first worker goes on the board just placed.
    NotOnNewBoard,
    /// Not into a village (first worker, hiring).
    NoVillageHere,
    /// Another worker is in that area.
    AreaTaken,
    /// Another worker stands on that field.
    FieldTaken,
    /// Next to (or diagonal to) one of the player's own workers.
    TooCloseToOwnWorker,
    /// The second resource must be a different resource.
    MustDiffer,
    /// The player lacks the goods.
    NotEnoughGoods,
    /// The player has no such worker.
    NoSuchWorker,
    /// Farming actions go in order 1 to 6.
    OutOfOrder,
    /// Not enough gold.
    NotEnoughGold {
        /// Gold needed.
        need: u32,
        /// Gold held.
        have: u32,
    },
    /// Only one hire per Farming (two with the Taskmasters' craftsman).
    HireLimit,
    /// Already a manor house.
    AlreadyManor,
    /// Production choices come after producing.
    ProduceFirst,
    /// The player lacks the guild skill for this.
    NoSkill,
    /// That guild is not in play.
    GuildNotInPlay {
        /// Guild number.
        guild: u8,
    },
    /// The player already has a worker in that guild.
    AlreadyInGuild {
        /// Guild number.
        guild: u8,
    },
    /// No vacant space there.
    NoVacantSpace {
        /// Guild number.
        guild: u8,
    },
    /// The player has no member there.
    NotInGuild {
        /// Guild number.
        guild: u8,
    },
    /// The member is a master already.
    AlreadyMaster {
        /// Guild number.
        guild: u8,
    },
    /// Retiring needs a manor house.
    NoManorHouse,
    /// Unemployed workers retire only with the Bankers' master.
    RetireIdle,
    /// The player cannot pay this cost.
    CannotPay {
        /// Resources the cost counts.
        count: u8,
    },
    /// That payment does not fit the cost.
    WrongPayment {
        /// Resources the cost counts.
        count: u8,
    },
    /// A chosen deed must be paid first.
    PayFirst,
    /// At least one good must go to market.
    MustBringSomething,
    /// Only the early ability may be used in an early turn.
    NotEarly,
    /// The guild action of this Market Day is used.
    GuildActionUsed,
    /// A batch of that size is not allowed.
    BatchTooLarge {
        /// The largest batch allowed here.
        max: u8,
    },
    /// Only goods brought to market can be sold.
    NotBrought,
    /// The extra mixed batch has been sold.
    MixedBatchUsed,
    /// The market row lacks those goods.
    MarketEmpty,
    /// Everything brought must be sold and the guild action taken before passing.
    CannotPassYet,
}

impl Describe for Refusal {
    fn describe(&self) -> Text {
        let g = |guild: &u8| guild_name(*guild);
        match self {
            Refusal::NotNow => Text::new("Das ist gerade nicht möglich.", "That is not possible at this point."),
            Refusal::BoardMustJoin => Text::new(
                "Das Tableau muss mit einer ganzen Kante aus 3 Feldern an ein früheres Tableau anschließen.",
                "The board must line up a whole edge of 3 fields with an earlier board.",
            ),
            Refusal::NoSuchField => Text::new("Dieses Feld gibt es nicht.", "There is no such field."),
            Refusal::NotOnNewBoard => Text::new(
                "Der erste Arbeiter kommt auf das gerade gelegte Tableau.",
                "The first worker goes onto the board just placed.",
            ),
            Refusal::NoVillageHere => {
                Text::new("Hier darf kein Arbeiter ins Dorf.", "A worker may not be placed in the village here.")
            }
            Refusal::AreaTaken => {
                Text::new("In dieser Region steht schon ein Arbeiter.", "Another worker is already in that area.")
            }
            Refusal::FieldTaken => Text::new("Das Feld ist besetzt.", "That field is occupied."),
            Refusal::TooCloseToOwnWorker => Text::new(
                "Das Feld grenzt an einen eigenen Arbeiter (auch diagonal).",
                "That field is next to one of your own workers (diagonals count).",
            ),
            Refusal::MustDiffer => Text::new(
                "Die zweite Ressource muss eine andere Ressource sein.",
                "The second resource must be a different resource.",
            ),
            Refusal::NotEnoughGoods => Text::new("Dafür fehlen dir Waren.", "You lack the goods for that."),
            Refusal::NoSuchWorker => Text::new("Diesen Arbeiter hast du nicht.", "You have no such worker."),
            Refusal::OutOfOrder => Text::new(
                "Die Aktionen der Landwirtschaft gehen in der Reihenfolge 1 bis 6.",
                "Farming actions are taken in order, 1 to 6.",
            ),
            Refusal::NotEnoughGold { need, have } => Text::new(
                format!("Das kostet {need} Gold, du hast {have}."),
                format!("That costs {need} gold; you have {have}."),
            ),
            Refusal::HireLimit => Text::new(
                "Du hast in dieser Landwirtschaft schon eingestellt.",
                "You have already hired in this Farming phase.",
            ),
            Refusal::AlreadyManor => Text::new("Du hast schon ein Gutshaus.", "You already have a manor house."),
            Refusal::ProduceFirst => {
                Text::new("Das geht nur direkt nach der Produktion.", "That is only possible right after producing.")
            }
            Refusal::NoSkill => {
                Text::new("Dafür fehlt dir die Gildenfähigkeit.", "You do not have the guild skill for that.")
            }
            Refusal::GuildNotInPlay { guild } => Text::new(
                format!("Die {} ist nicht im Spiel.", g(guild).0),
                format!("The {} is not in play.", g(guild).1),
            ),
            Refusal::AlreadyInGuild { guild } => Text::new(
                format!("Du hast schon einen Arbeiter in der {}.", g(guild).0),
                format!("You already have a worker in the {}.", g(guild).1),
            ),
            Refusal::NoVacantSpace { guild } => Text::new(
                format!("In der {} ist dort kein Platz frei.", g(guild).0),
                format!("The {} has no vacant space there.", g(guild).1),
            ),
            Refusal::NotInGuild { guild } => Text::new(
                format!("Du hast kein Mitglied in der {}.", g(guild).0),
                format!("You have no member in the {}.", g(guild).1),
            ),
            Refusal::AlreadyMaster { guild } => Text::new(
                format!("Dein Mitglied der {} ist schon Meister.", g(guild).0),
                format!("Your member of the {} is a master already.", g(guild).1),
            ),
            Refusal::NoManorHouse => {
                Text::new("Zur Ruhe setzen geht nur mit Gutshaus.", "Retiring needs a manor house.")
            }
            Refusal::RetireIdle => Text::new(
                "Freie Arbeiter können nur mit dem Meister der Bankiers zur Ruhe gesetzt werden.",
                "Unemployed workers can retire only with the Bankers' master.",
            ),
            Refusal::CannotPay { count } => Text::new(
                format!("Du kannst die Kosten von {count} Ressourcen nicht bezahlen."),
                format!("You cannot pay the cost of {count} resources."),
            ),
            Refusal::WrongPayment { count } => Text::new(
                format!("Diese Zahlung passt nicht zu den Kosten von {count} Ressourcen."),
                format!("That payment does not fit the cost of {count} resources."),
            ),
            Refusal::PayFirst => Text::new("Bezahle zuerst die gewählte Aktion.", "Pay for the chosen action first."),
            Refusal::MustBringSomething => Text::new(
                "Du musst mindestens eine Ware zum Markt bringen.",
                "You must bring at least one good to market.",
            ),
            Refusal::NotEarly => Text::new(
                "Im frühen Zug geht nur die Fähigkeit der Verkäufer.",
                "An early turn allows only the Salesmen's skill.",
            ),
            Refusal::GuildActionUsed => Text::new(
                "Du hast deine Gildenaktion an diesem Markttag schon ausgeführt.",
                "You have already taken your guild action this Market Day.",
            ),
            Refusal::BatchTooLarge { max } => Text::new(
                format!("Ein Satz darf hier höchstens {max} Waren haben."),
                format!("A batch may hold at most {max} goods here."),
            ),
            Refusal::NotBrought => Text::new(
                "Verkaufen kannst du nur, was du zum Markt gebracht hast.",
                "You can only sell what you brought to market.",
            ),
            Refusal::MixedBatchUsed => {
                Text::new("Den gemischten Satz hast du schon verkauft.", "You have already sold your mixed batch.")
            }
            Refusal::MarketEmpty => {
                Text::new("So viele Waren liegen nicht auf dem Markt.", "The market does not hold that many.")
            }
            Refusal::CannotPassYet => Text::new(
                "Passen geht erst, wenn alles verkauft und die Gildenaktion ausgeführt ist.",
                "You can pass only once everything is sold and your guild action is taken.",
            ),
        }
    }
}
