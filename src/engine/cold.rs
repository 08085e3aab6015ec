//! The pre-owl stages (1 to 6) of recent positions as a fresh engine
//! computes them, kept with what that computation left behind, so that the
//! next fresh start on the same position puts them back instead of
//! computing them again ([`ColdStarts`]).

use crate::board::{Board, Color, Counter};
use crate::connection::{Connector, ConnectorState};
use crate::reading::{Reader, ReaderState};

/// The pre-owl stages `A` (the analysis) of recent positions, kept under
/// their key `K`, as a fresh engine computes them, with everything that
/// computation leaves behind: the nodes it counted and the reading and
/// connection cache entries it made.
///
/// The regression runner clears the caches before every test, so that a
/// test's answer and node counts do not depend on the tests before it, and
/// most positions are asked several questions. When the pre-owl stages of
/// a position are needed from a fresh start (no stage computed, nothing
/// cached) and were computed from a fresh start before, the engine is put
/// back in the state that computation ended in, and its nodes are counted
/// again: answers and node counts are those of computing the stages anew,
/// only the seconds are saved.
pub struct ColdStarts<K, A> {
    /// Most recent first, at most [`COLD_STARTS`].
    entries: std::collections::VecDeque<ColdStart<K, A>>,
    /// How many times a position's stages were put back rather than computed.
    pub(super) hits: u64,
}

impl<K, A> Default for ColdStarts<K, A> {
    fn default() -> Self {
        ColdStarts {
            entries: Default::default(),
            hits: 0,
        }
    }
}

/// One position's pre-owl stages from a fresh start (see [`ColdStarts`]).
struct ColdStart<K, A> {
    key: K,
    /// The colour whose dragons were made (`None`: both colours).
    only: Option<Color>,
    /// [`Board::game_hash`]: the position the caches' entries belong to.
    game_hash: u64,
    analysis: A,
    reader: ReaderState,
    connector: ConnectorState,
    /// Nodes the computation counted, by [`Counter::ALL`].
    nodes: [u64; Counter::ALL.len()],
}

/// Positions whose pre-owl stages are kept.
const COLD_STARTS: usize = 4;

/// Stages whose reading left more cached results than this are not kept
/// (the copy would cost more memory than the stages are worth).
const COLD_START_MAX_ENTRIES: usize = 250_000;

/// A fresh start: the analysis key, the colours whose dragons are made and
/// the game position.
#[derive(Copy, Clone)]
pub(super) struct Start<K> {
    pub(super) key: K,
    pub(super) only: Option<Color>,
    pub(super) game_hash: u64,
}

/// What a cold start puts back or keeps.
pub(super) struct Engine<'a, A> {
    pub(super) board: &'a mut Board,
    pub(super) reader: &'a mut Reader,
    pub(super) connector: &'a mut Connector,
    pub(super) analysis: &'a mut A,
}

impl<K: Copy + Eq, A: Clone> ColdStarts<K, A> {
    /// Puts back the stages kept for `start`, their cache entries and
    /// their nodes; false when none were kept.
    pub(super) fn restore(&mut self, start: Start<K>, e: Engine<A>) -> bool {
        let Some(i) = self.entries.iter().position(|c| {
            c.key == start.key && c.game_hash == start.game_hash && c.only == start.only
        }) else {
            return false;
        };
        let Some(entry) = self.entries.remove(i) else {
            return false;
        };
        *e.analysis = entry.analysis.clone();
        e.reader.restore(&entry.reader);
        e.connector.restore(&entry.connector);
        for (c, n) in Counter::ALL.into_iter().zip(entry.nodes) {
            e.board.add_nodes(c, n);
        }
        self.entries.push_front(entry);
        self.hits += 1;
        true
    }

    /// Keeps the stages just computed from `start`, with the nodes they
    /// counted since `before` (by [`Counter::ALL`]), unless their caches
    /// are too large to copy.
    pub(super) fn keep(
        &mut self,
        start: Start<K>,
        before: [u64; Counter::ALL.len()],
        e: Engine<A>,
    ) {
        let reader = e.reader.state();
        let connector = e.connector.state();
        if reader.len() + connector.len() > COLD_START_MAX_ENTRIES {
            return;
        }
        let mut nodes = [0; Counter::ALL.len()];
        for (k, c) in Counter::ALL.into_iter().enumerate() {
            nodes[k] = e.board.nodes(c) - before[k];
        }
        self.entries.truncate(COLD_STARTS - 1);
        self.entries.push_front(ColdStart {
            key: start.key,
            only: start.only,
            game_hash: start.game_hash,
            analysis: e.analysis.clone(),
            reader,
            connector,
            nodes,
        });
    }
}
