//! Information-set Monte Carlo tree search (single-observer ISMCTS, Cowling, Powley and
//! Whitehouse 2012), with max^n backups for any player count and decoupled choices for
//! simultaneous secret moves.
//!
//! Every iteration samples a full state from the searching seat's view with
//! [`BotGame::determinize`] and walks one tree shared by all samples:
//! - Edges are (seat, action) pairs with a visit count, a reward sum for that seat, and an
//!   availability count (how often the action was legal when the node was reached); a seat
//!   picks among the edges legal in this sample by UCB1 with availability in place of the
//!   parent's visits, so actions that exist only in some samples are not favoured.
//! - A node is one step of play. When several seats must decide at once (a simultaneous secret
//!   choice), each of them picks from the same node's edges, in turn, without seeing the others'
//!   picks: a seat's choice cannot depend on another's secret. The next node is keyed by all
//!   the actions of the step together.
//! - A new edge ends the walk: the game is then played on randomly for at most
//!   [`BotGame::HORIZON`] actions and scored (win shares at the end, else the evaluation
//!   turned into win chances), and every edge on the path
//!   adds the reward of its own seat (max^n: each seat maximises its own share).
//!
//! The action played is the root edge of the searching seat visited most often. A hint
//! ([`super::hint`]) reads the same root edges: their visits, mean reward and its spread. An
//! analysis ([`super::analysis`]) may also focus a search on one root action of the searching
//! seat (`Tree::focused`): the seat then always takes it at the root, and everything below is
//! searched as usual, so that action's estimate gets every iteration.
//!
//! Edges and the nodes that follow are found by hash ([`Index`]), never by scanning a node's
//! actions; only look-ups use the hashes, so what the search does never depends on them.
//!
//! A known approximation: below a simultaneous step, the tree's nodes are keyed by the
//! simulated choices of every seat, so later simulated decisions of the searching seat may depend
//! on what simulated opponents chose in secret earlier (Nürnberg reveals plans guild by guild,
//! not all at once). This never reads the real hidden state: it only makes the search slightly
//! optimistic about what it will learn.

use super::BotGame;
use super::playout::{Rewards, advance, playout};
use crate::engine::{Game, GameRng, Seat, ToAct};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, DefaultHasher, Hash, Hasher};

/// The UCB1 exploration constant; rewards lie in 0..=1.
const EXPLORATION: f64 = 1.4;

/// A decision of one seat at a node, with its statistics.
pub(super) struct Edge<A> {
    seat: Seat,
    action: A,
    /// How often the edge was taken.
    pub(super) visits: u32,
    available: u32,
    /// The sum of the seat's rewards over those visits.
    pub(super) reward: f64,
    /// The sum of their squares (for the spread of a hint's estimate).
    pub(super) reward_sq: f64,
}

/// One step of play: the edges of the seats deciding there and the nodes that follow.
struct Node<A> {
    edges: Vec<Edge<A>>,
    /// `edges` by the hash of their seat and action.
    edge_index: Index,
    /// The nodes that follow, by the actions of the step.
    next: Vec<(Vec<A>, usize)>,
    /// `next` by the hash of the step's actions.
    next_index: Index,
}

impl<A: Hash + PartialEq> Node<A> {
    fn new() -> Self {
        Node { edges: Vec::new(), edge_index: Index::default(), next: Vec::new(), next_index: Index::default() }
    }

    /// The edge of `seat` for `action`, if it has been tried here.
    fn edge(&self, seat: Seat, action: &A) -> Option<usize> {
        let edges = &self.edges;
        self.edge_index.find(hash(&(seat, action)), |i| edges[i].seat == seat && edges[i].action == *action)
    }
}

/// The hash of `key`: the same in every run and on every platform (the standard hasher with
/// its fixed keys).
fn hash(key: &impl Hash) -> u64 {
    let mut hasher = DefaultHasher::new();
    key.hash(&mut hasher);
    hasher.finish()
}

/// No entry (the end of a chain in [`Index`]).
const NONE: u32 = u32::MAX;

/// Where the entries of a list are, by their keys' hashes: a hash leads to the latest entry
/// with it, and each entry to the one before it with the same hash (in practice none), so a
/// look-up compares only the entries whose hashes match. The map's keys are plain numbers, so
/// one map type serves every game.
#[derive(Default)]
struct Index {
    latest: HashMap<u64, u32, BuildHasherDefault<DefaultHasher>>,
    /// Per entry, the entry before it with the same hash, or [`NONE`].
    earlier: Vec<u32>,
}

impl Index {
    /// The entry with this `hash` that `is` accepts.
    fn find(&self, hash: u64, is: impl Fn(usize) -> bool) -> Option<usize> {
        let mut at = *self.latest.get(&hash)?;
        while at != NONE {
            if is(at as usize) {
                return Some(at as usize);
            }
            at = self.earlier[at as usize];
        }
        None
    }

    /// Records the list's next entry, with `hash`.
    fn add(&mut self, hash: u64) {
        let at = u32::try_from(self.earlier.len()).expect("fewer than 2^32 entries");
        self.earlier.push(self.latest.insert(hash, at).unwrap_or(NONE));
    }
}

/// The search tree, in an arena (index 0 is the root).
pub(super) struct Tree<G: Game> {
    nodes: Vec<Node<G::Action>>,
    /// The one action the searching seat may take at the root, if the search is focused on it
    /// (an analysis estimating a move that the open search tried too rarely).
    only: Option<G::Action>,
}

impl<G: BotGame> Tree<G> {
    /// A tree with nothing searched yet.
    pub(super) fn new() -> Self {
        Tree { nodes: vec![Node::new()], only: None }
    }

    /// A tree whose searching seat always takes `action` at the root (when it is legal there;
    /// otherwise the root is open as in [`Tree::new`]), so every iteration measures it.
    pub(super) fn focused(action: G::Action) -> Self {
        Tree { nodes: vec![Node::new()], only: Some(action) }
    }

    /// One iteration: a state sampled from `seat`'s `view`, searched from the root.
    pub(super) fn grow(&mut self, view: &G::View, seat: Seat, rng: &mut GameRng) {
        let state = G::determinize(view, seat, rng);
        self.iterate(state, seat, rng);
    }

    /// The root edge of `seat` for `action`, once it has been tried.
    pub(super) fn root(&self, seat: Seat, action: &G::Action) -> Option<&Edge<G::Action>> {
        let root = &self.nodes[0];
        root.edge(seat, action).map(|i| &root.edges[i])
    }

    /// The edge `seat` takes at `node` among `legal`: an untried action if there is one (drawn
    /// at random, and the edge is new), else the best by UCB1. Counts availability.
    fn pick(&mut self, node: usize, seat: Seat, legal: &[G::Action], rng: &mut GameRng) -> (usize, bool) {
        let node = &mut self.nodes[node];
        let mut known = Vec::with_capacity(legal.len());
        let mut untried = Vec::new();
        for action in legal {
            match node.edge(seat, action) {
                Some(i) => known.push(i),
                None => untried.push(action),
            }
        }
        let edges = &mut node.edges;
        for &i in &known {
            edges[i].available += 1;
        }
        if !untried.is_empty() {
            let action = untried[rng.index(untried.len())].clone();
            node.edge_index.add(hash(&(seat, &action)));
            edges.push(Edge { seat, action, visits: 0, available: 1, reward: 0.0, reward_sq: 0.0 });
            return (edges.len() - 1, true);
        }
        let ucb = |e: &Edge<G::Action>| {
            let visits = f64::from(e.visits.max(1));
            e.reward / visits + EXPLORATION * (f64::from(e.available).ln() / visits).sqrt()
        };
        let best = known.iter().copied().max_by(|&a, &b| ucb(&edges[a]).total_cmp(&ucb(&edges[b])));
        (best.expect("a seat that must act has a legal action"), false)
    }

    /// The node after `node` when the step's actions were `step`, created if new.
    fn follow(&mut self, node: usize, step: Vec<G::Action>) -> usize {
        let key = hash(&step);
        let here = &self.nodes[node];
        if let Some(i) = here.next_index.find(key, |i| here.next[i].0 == step) {
            return here.next[i].1;
        }
        self.nodes.push(Node::new());
        let child = self.nodes.len() - 1;
        let here = &mut self.nodes[node];
        here.next_index.add(key);
        here.next.push((step, child));
        child
    }

    /// One iteration on the sampled `state`; `root_seat` decides first at the root.
    fn iterate(&mut self, mut state: G::State, root_seat: Seat, rng: &mut GameRng) {
        let mut path: Vec<(usize, usize)> = Vec::new();
        let mut node = 0;
        let rewards: Rewards = loop {
            let ToAct::Seats(seats) = G::to_act(&state) else { break super::rewards::<G>(&state) };
            // At the root, the root's seat decides first: it trades places with the first seat.
            let first = seats.first().expect("a game that goes on has a seat to act");
            let lead = if node == 0 && seats.contains(root_seat) { root_seat } else { first };
            let order = std::iter::once(lead).chain(seats.iter().skip(1).map(|s| if s == lead { first } else { s }));
            let mut step = Vec::with_capacity(seats.len());
            let mut expanded = false;
            for seat in order {
                let mut legal = G::legal_actions(&state, seat);
                if node == 0
                    && seat == root_seat
                    && let Some(only) = self.only.as_ref().filter(|&only| legal.contains(only))
                {
                    legal = vec![only.clone()];
                } else {
                    legal = G::considered(&state, seat, legal);
                }
                if legal.is_empty() {
                    // An earlier choice of this step ended the step for this seat.
                    continue;
                }
                let (edge, new) = self.pick(node, seat, &legal, rng);
                let action = self.nodes[node].edges[edge].action.clone();
                advance::<G>(&mut state, seat, &action);
                path.push((node, edge));
                step.push(action);
                expanded |= new;
            }
            node = self.follow(node, step);
            if expanded {
                break playout::<G>(&mut state, G::HORIZON, rng);
            }
        };
        for (node, edge) in path {
            let edge = &mut self.nodes[node].edges[edge];
            edge.visits += 1;
            let reward = rewards[edge.seat.index()];
            edge.reward += reward;
            edge.reward_sq += reward * reward;
        }
    }
}

/// Searches `iterations` iterations from `seat`'s view and returns the index in `legal` (the
/// seat's legal actions) of the action to play.
pub fn search<G: BotGame>(
    view: &G::View,
    seat: Seat,
    legal: &[G::Action],
    iterations: u32,
    rng: &mut GameRng,
) -> usize {
    let mut tree = Tree::<G>::new();
    for _ in 0..iterations.max(1) {
        tree.grow(view, seat, rng);
    }
    let visits = |action: &G::Action| tree.root(seat, action).map_or(0, |e| e.visits);
    let mut best = 0;
    for (i, action) in legal.iter().enumerate() {
        if visits(action) > visits(&legal[best]) {
            best = i;
        }
    }
    best
}
