//! The analysis of a finished game, below its replay: for every decision, what the Strong bot
//! estimated for the move made and for the move it preferred, from the deciding seat's view
//! (`keydom_rules::bots::analysis`), worked out in the bots' worker.
//!
//! It is offered on the replay of any finished game: a saved one (reached from the saved games
//! and from the score sheet at the table) or a shared link's. The work runs in slices
//! (`Ask::Analyse`, about `panel::SLICES` of them), so a bar shows the progress and "Stop"
//! takes effect at the next slice; the page never waits. Quick mode uses a quarter of the
//! budget. The result shows a chart of each seat's estimated standing with the rulebook's rounds
//! marked (`chart`), the five costliest decisions of all seats or of the one picked (at first the
//! seat of whoever played at this device, when the save says so), each with a button that turns
//! the replay to the position where it was made (before its move), through the deciding seat's
//! eyes and captioned with the move, and a line saying that the bot estimates. A saved
//! game keeps its analysis in the save (`SaveFile::analysis`), so it is shown at once next
//! time; a link's analysis is not kept (a link holds only the record).
//!
//! Nothing here is generic over the game: the replay (`ui::replay::analysis`) turns a game's
//! analysis into a [`Digest`] of numbers and words, and this module, with its own split point
//! ([`section`] loads it, docs/code-splitting.md), draws it. So the panel is one copy for all
//! games, fetched only when a finished game's replay is shown, and no game's code carries it.

mod chart;
mod panel;

use crate::bots::analysis::{Budget, Estimate};
use crate::bots::wire::Request;
use crate::engine::Seat;
use crate::i18n::{Text, Wording};
use crate::ui::kit::game_ui::Rounds;
use crate::ui::lazy::alert;
use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use leptos::prelude::*;
use wasm_split_helpers::SplitLoaderError;

/// An analysis's bytes as a save keeps them: base64url.
pub fn to_text(bytes: &[u8]) -> String {
    URL_SAFE_NO_PAD.encode(bytes)
}

/// The bytes of a save's analysis; `None` if the text is not base64url.
pub fn from_text(text: &str) -> Option<Vec<u8>> {
    URL_SAFE_NO_PAD.decode(text).ok()
}

/// How many of the costliest decisions are listed, of all seats or of one.
pub const COSTLIEST: usize = 5;

/// A game's analysis as the panel shows it: plain numbers and words.
#[derive(Clone, Debug, PartialEq)]
pub struct Digest {
    /// The analysis in postcard, as a save keeps it (in [`to_text`]).
    pub bytes: Vec<u8>,
    /// What it ran with.
    pub budget: Budget,
    /// How many decisions it judged.
    pub decisions: usize,
    /// How many of the moves played got no estimate.
    pub unestimated: usize,
    /// Each seat's estimated win chance at each of its decisions: (move, chance).
    pub standings: Vec<Vec<(u32, f64)>>,
    /// The costliest decisions, the costliest first: those of all seats and those of each seat
    /// that a list of the costliest shows.
    pub costly: Vec<Costly>,
}

/// One of the costliest decisions.
#[derive(Clone, Debug, PartialEq)]
pub struct Costly {
    /// The position where it was made (moves before it).
    pub step: usize,
    /// Who made it.
    pub seat: Seat,
    /// The first step played, in words.
    pub played: Text,
    /// Its estimate, if it has one.
    pub played_estimate: Option<Estimate>,
    /// The step the bot preferred, in words.
    pub preferred: Text,
    /// Its estimate.
    pub estimate: Estimate,
    /// The estimated win chance lost.
    pub cost: f64,
}

/// Everything the panel needs from the game's replay.
pub struct Input {
    /// A request for the game's analysis (its `ask` is set for each slice).
    pub request: Request,
    /// The players' names, in seat order.
    pub names: Vec<String>,
    /// The seats' colours.
    pub colours: Vec<&'static str>,
    /// The number of moves.
    pub moves: usize,
    /// The first move of each of the rulebook's rounds, with its name.
    pub rounds: Vec<(usize, Text)>,
    /// What the rulebook calls those rounds.
    pub marks: Rounds,
    /// The seat of the one person who played at this device, when that is known.
    pub here: Option<Seat>,
    /// The analysis kept with the save, if there is one of this game.
    pub kept: Option<Digest>,
    /// Reads an analysis of this game (in postcard) into a digest; `None` if it is not one.
    pub digest: Box<dyn Fn(Vec<u8>) -> Option<Digest>>,
    /// The save that keeps the result, if the game comes from one.
    pub save: Option<String>,
    /// Turns the replay to a position, through a seat's eyes, with a caption.
    pub show: Box<dyn Fn(usize, Seat, Text)>,
}

/// The panel's code, behind its split point.
pub struct AnalysisCode {
    /// Draws the panel.
    pub panel: fn(Input) -> AnyView,
}

split_point! { analysis_ui:
    /// The analysis panel, loaded with its own wasm module on first use.
    fn analysis_ui() -> Result<&'static AnalysisCode, SplitLoaderError> {
        static CODE: AnalysisCode = AnalysisCode { panel: panel::panel };
        Ok(&CODE)
    }
}

/// The analysis section: nothing until its code has loaded, then the panel (or why it could
/// not load).
pub fn section(input: Input) -> impl IntoView {
    let input = StoredValue::new_local(Some(input));
    // `Some(None)`: the load failed.
    let loaded: RwSignal<Option<Option<&'static AnalysisCode>>> = RwSignal::new(None);
    leptos::task::spawn_local(async move {
        let code = analysis_ui().await.ok();
        loaded.try_set(Some(code));
    });
    move || {
        loaded.get().map(|code| match code {
            Some(code) => input.try_update_value(Option::take).flatten().map(|i| (code.panel)(i)).into_any(),
            None => alert(crate::i18n::both(crate::i18n::Key::GameNotLoaded)),
        })
    }
}

/// The words of the analysis.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum AnalysisWords {
    Title,
    Intro,
    Start,
    Again,
    Quick,
    Stop,
    Working,
    Progress,
    Failed,
    Ran,
    QuickRan,
    NotEstimatedCount,
    ChartName,
    ChartSeasons,
    ChartRounds,
    ChartEnds,
    Moves,
    InNumbers,
    Player,
    Decisions,
    First,
    Last,
    Lowest,
    Highest,
    Costly,
    NoneCostly,
    MoveNo,
    Before,
    Whose,
    AllSeats,
    Played,
    Preferred,
    NotEstimated,
    Tries,
    Cost,
    Show,
    Honest,
    FromSheet,
}

impl Wording for AnalysisWords {
    fn wordings(self) -> (&'static str, &'static str) {
        use AnalysisWords::*;
        match self {
            Title => ("Analyse", "Analysis"),
            Intro => (
                "Der starke Bot schätzt jede Entscheidung aus der Sicht dessen, der sie traf, ohne Wissen um Verdecktes oder Späteres.",
                "The Strong bot judges every decision from the view of whoever made it, knowing nothing hidden or later.",
            ),
            Start => ("Partie analysieren", "Analyse the game"),
            Again => ("Noch einmal analysieren", "Analyse again"),
            Quick => ("Schnell (ein Viertel der Rechenarbeit, ungenauer)", "Quick (a quarter of the work, less exact)"),
            Stop => ("Analyse abbrechen", "Stop the analysis"),
            Working => ("Der starke Bot geht die Partie durch …", "The Strong bot is going through the game …"),
            Progress => ("Fortschritt der Analyse", "Progress of the analysis"),
            Failed => ("Die Analyse kam nicht zustande:", "The analysis failed:"),
            Ran => ("Entscheidungen, je", "decisions, each with"),
            QuickRan => ("Durchläufe (schnell)", "tries (quick)"),
            NotEstimatedCount => ("Gespielte Züge ohne Schätzung:", "Moves played without an estimate:"),
            ChartName => (
                "Geschätzte Siegchance jedes Spielers bei seinen Entscheidungen, über die Züge der Partie",
                "Each player's estimated win chance at their decisions, over the moves of the game",
            ),
            ChartSeasons => (
                "Senkrechte Linien markieren den Beginn jeder Jahreszeit, oben nummeriert.",
                "Vertical lines mark the start of each season, numbered at the top.",
            ),
            ChartRounds => (
                "Senkrechte Linien markieren den Beginn jeder Runde, oben nummeriert.",
                "Vertical lines mark the start of each round, numbered at the top.",
            ),
            ChartEnds => {
                ("Rechts führt jede Linie zu ihrer Platznummer.", "On the right, each line leads to its seat number.")
            }
            Moves => ("Züge:", "Moves:"),
            InNumbers => ("Die Kurven in Zahlen", "The chart in numbers"),
            Player => ("Spieler", "Player"),
            Decisions => ("Entscheidungen", "Decisions"),
            First => ("Erste", "First"),
            Last => ("Letzte", "Last"),
            Lowest => ("Tiefste", "Lowest"),
            Highest => ("Höchste", "Highest"),
            Costly => ("Die fünf teuersten Entscheidungen", "The five costliest decisions"),
            NoneCostly => (
                "Keine Entscheidung kostete laut Bot etwas: Jeder gespielte Zug war so gut wie der bevorzugte.",
                "No decision cost anything by the bot's estimate: every move played was as good as its preferred one.",
            ),
            MoveNo => ("Zug", "move"),
            Before => ("Vor Zug", "Before move"),
            Whose => ("Entscheidungen von", "Decisions of"),
            AllSeats => ("allen Spielern", "all players"),
            Played => ("Gespielt:", "Played:"),
            Preferred => ("Der Bot zog vor:", "The bot preferred:"),
            NotEstimated => ("nicht geschätzt", "not estimated"),
            Tries => ("Durchläufe", "tries"),
            Cost => ("Kosten:", "Cost:"),
            Show => ("In der Wiederholung zeigen", "Show in the replay"),
            Honest => (
                "Die Zahlen sind Schätzungen des Bots, nicht die Wahrheit; ± gibt an, wie unsicher sie sind. Die Kosten sind die geschätzte Siegchance, die der gespielte Zug gegenüber dem bevorzugten verlor, in Prozentpunkten.",
                "The figures are the bot's estimates, not the truth; ± says how unsure they are. The cost is the estimated win chance the move played lost against the preferred one, in percentage points.",
            ),
            FromSheet => ("Partie analysieren", "Analyse this game"),
        }
    }
}
