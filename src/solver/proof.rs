//! The proof tree of a finished search, written into a [`Tree`] (GTP
//! `owl_tree` shows it when the solver answered).
//!
//! From the position searched, the winner's nodes show one proved move and
//! the loser's nodes every move the search generated there, each proved
//! for the winner. Every leaf says why it is settled: the target captured,
//! the target alive (Benson), a frame point emptied (the group broke out),
//! the attacker without a legal move, a repetition on the line, or a
//! position settled in the table when it was generated. The walk replays
//! moves on the search's own board, visits at most `limit` moves (a tree
//! over transpositions can be exponential) and says where it stopped.

use super::dfpn::{Dfpn, Side};
use crate::board::{Color, Point};
use crate::search::tree::Tree;

/// Walks the proof below the current position.
struct Walk<'a, 'r> {
    s: &'a mut Dfpn<'r>,
    tree: &'a mut Tree,
    attacker_wins: bool,
    path: Vec<u64>,
    visited: usize,
    limit: usize,
    cut: bool,
}

impl Walk<'_, '_> {
    fn color(&self, side: Side) -> Color {
        self.s.region.color(side)
    }

    fn winner(&self) -> Side {
        if self.attacker_wins {
            Side::Attacker
        } else {
            Side::Defender
        }
    }

    /// Whether a child (its key and table numbers) is proved for the
    /// winner; a child on the current line counts for the defender.
    fn proved(&self, key: u64, pn: u64, dn: u64) -> bool {
        if self.attacker_wins {
            pn == 0
        } else {
            dn == 0 || self.path.contains(&key)
        }
    }

    fn node(&mut self, to_move: Side) {
        if let Some(why) = self.s.settled(to_move) {
            self.tree.comment(why.reason().to_string());
            return;
        }
        let key = self.s.key(to_move);
        if self.path.contains(&key) {
            self.tree
                .comment("the position repeats: the defender holds".into());
            return;
        }
        let Some(children) = self.s.expanded(key) else {
            self.tree
                .comment("settled in the table (not expanded)".into());
            return;
        };
        if children.is_empty() {
            self.tree.comment("the attacker has no legal move".into());
            return;
        }
        self.path.push(key);
        let shown: Vec<Option<Point>> = if to_move == self.winner() {
            let found = children
                .iter()
                .find(|&&(_, key, pn, dn)| self.proved(key, pn, dn))
                .map(|&(mv, ..)| mv);
            if found.is_none() {
                self.tree
                    .comment("the proved move is not recoverable from the table".into());
            }
            found.into_iter().collect()
        } else {
            children.iter().map(|&(mv, ..)| mv).collect()
        };
        for mv in shown {
            if self.visited >= self.limit {
                self.cut = true;
                break;
            }
            self.visited += 1;
            if !self.s.play(mv, to_move) {
                continue;
            }
            match mv {
                Some(p) => self.tree.enter(p, self.color(to_move)),
                None => self.tree.enter_pass(self.color(to_move)),
            }
            self.node(to_move.other());
            self.tree.leave();
            self.s.board.undo();
        }
        self.path.pop();
    }
}

/// Writes the proof of the finished search `s` (proved: `attacker_wins`,
/// `to_move` at its root) below `tree`'s current node, visiting at most
/// `limit` moves.
pub fn write(s: &mut Dfpn<'_>, to_move: Side, attacker_wins: bool, tree: &mut Tree, limit: usize) {
    let mut w = Walk {
        s,
        tree,
        attacker_wins,
        path: Vec::new(),
        visited: 0,
        limit,
        cut: false,
    };
    w.node(to_move);
    if w.cut {
        let text = format!("proof tree cut after {limit} moves");
        w.tree.annotate_root(&text);
    }
}
