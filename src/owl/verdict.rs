//! The static verdict of a goal at one node: its eyes (the owner's eye
//! spaces touching the goal, exact where small, the bulky-eye estimate
//! where large), its lunches (capturable enemy neighbours) and its room to
//! run. The goal lives with two sure eyes or room to run, and dies when even
//! its optimistic eyes and lunches make fewer than two and it has no room.

use super::goal::Goal;
use super::lively::Liveliness;
use super::node::Node;
use super::scores::{add_candidate, Candidate, SCORES};
use crate::board::{Board, Color, Point};
use crate::dragons::{open_point, room_walk, Walk};
use crate::eyes::{evaluate_space, eye_spaces_of, Detail};
use crate::reading::ReadResult;
use crate::worms::TacticalReader;

/// Enemy strings next to the goal with at most this many liberties are
/// read as possible lunches.
pub(super) const LUNCH_LIBS: usize = 4;

/// Steps from the goal within which [`room_to_run`] counts empty points.
const ESCAPE_STEPS: usize = 5;

/// Room to run beyond which an open goal's outlook rises no more.
const OUTLOOK_ROOM: usize = 40;

/// What one unit of an open goal's eyes (a sure eye counts three: two as
/// sure, one as possible; a possible eye or a lunch one) weighs in its
/// outlook against one point of room to run. Measured over the eight
/// orientations of owl.tst and owl1.tst: 10 gave means of 187.6 and 71.8,
/// 8 gave 187.9 and 72.0 (docs/owl/log.md).
const OUTLOOK_EYE: i32 = 8;

/// The outlooks of settled goals: alive, dead with some eye potential, and
/// dead without an eye or a lunch.
const OUTLOOK_ALIVE: i32 = 160;
const OUTLOOK_DEAD: i32 = -40;
const OUTLOOK_HOPELESS: i32 = -80;

/// Room to run that counts as life.
const ESCAPE_ALIVE: usize = 30;
/// Below this room, a goal without two optimistic eyes (lunches counted) is dead.
const ESCAPE_DEAD: usize = 8;

/// The small eye spaces whose points become candidates for both sides
/// (eye stealing and making): at most this many points.
const SMALL_SPACE: usize = 12;

/// The static view of a goal at one node.
#[derive(Clone)]
pub(super) struct Verdict {
    pub(super) alive: bool,
    pub(super) dead: bool,
    /// Dead without even an optimistic eye or a lunch: the attacker need not
    /// read on, unless an enemy neighbour is in atari
    /// ([`Verdict::killed_as_it_stands`]). A goal that is only `dead` (some
    /// eye potential) is still read, since the static eye count misses eyes
    /// the defender's next moves make.
    pub(super) hopeless: bool,
    /// An enemy string next to the goal is in atari. In a hopeless goal it
    /// is one the attacker can still save (else it would be a lunch), and
    /// the fight over it is not settled: the defender may capture it for an
    /// eye, or the attacker must spend a move saving it.
    pub(super) enemy_in_atari: bool,
    /// The eye counts, lunches and room to run behind the verdict.
    pub(super) eyes_min: u32,
    pub(super) eyes_max: u32,
    pub(super) lunches: u32,
    pub(super) escape: usize,
    /// Candidate moves for the attacker and the defender, by priority.
    /// Until the verdict is [`Verdict::complete`], only the moves its
    /// judgement found (vital points, the lunches' captures and rescues),
    /// unsorted.
    pub(super) attack: Vec<Candidate>,
    pub(super) defend: Vec<Candidate>,
    /// Whether the candidate lists are whole: a verdict read only for its
    /// outlook gets them when a search first reads the node
    /// ([`Node::complete`]).
    pub(super) complete: bool,
    /// The points of the small eye spaces touching the goal (candidates
    /// for both sides), kept until the lists are whole.
    pub(super) in_space: Vec<Point>,
}

impl Verdict {
    /// The judgement, as the search tree's comments give it.
    pub(super) fn describe(&self) -> String {
        format!(
            "eyes {}..{}, lunches {}, escape {}{}{}",
            self.eyes_min,
            self.eyes_max,
            self.lunches,
            self.escape,
            if self.alive { ", alive" } else { "" },
            if self.dead { ", dead" } else { "" },
        )
    }

    /// Hopeless with nothing left to fight over: no enemy neighbour in
    /// atari that the defender could still capture for an eye. Below the
    /// root, such a goal needs no attacker move.
    pub(super) fn killed_as_it_stands(&self) -> bool {
        self.hopeless && !self.enemy_in_atari
    }

    /// The goal's prospects for its owner, for ordering moves by what they
    /// leave. A settled goal scores by its class alone (alive, dead, dead
    /// without an eye or a lunch): once alive, more eyes add nothing. An
    /// open one scores by its sure and possible eyes, its lunches and its
    /// room to run.
    pub(super) fn outlook(&self) -> i32 {
        if self.alive {
            OUTLOOK_ALIVE
        } else if self.hopeless {
            OUTLOOK_HOPELESS
        } else if self.dead {
            OUTLOOK_DEAD
        } else {
            let eyes = 2 * self.eyes_min + self.eyes_max + self.lunches;
            OUTLOOK_EYE * eyes as i32 + self.escape.min(OUTLOOK_ROOM) as i32
        }
    }
}

/// The goal's room to run: the empty points within [`ESCAPE_STEPS`] steps
/// of it that touch no enemy stone. The walk passes through friendly stones
/// at no cost, since a goal that reaches them shares their room, which is
/// what separates owl's measure from the dragons' escape potential.
///
/// A liberty of the goal that an enemy stone touches is a way out that the
/// attacker has not closed yet, but can close with one move. So the walk
/// also passes through such liberties (without counting them) after the
/// attacker's best block at one of them: with two ways out, the goal keeps
/// the room behind the other; with one, only the open points count. (Past
/// [`OUTLOOK_ROOM`] open points nothing the room decides can change, and the
/// blocks are not read.)
pub(super) fn room_to_run(board: &Board, stones: &[Point], color: Color) -> usize {
    let friends = Walk {
        through_friends: true,
        ..Walk::default()
    };
    let open = room_walk(board, stones, color, ESCAPE_STEPS, friends);
    if open >= OUTLOOK_ROOM {
        return open;
    }
    let mut contested: Vec<Point> = Vec::new();
    for &s in stones {
        for q in s.neighbors() {
            if board.on_board(q)
                && board.is_empty(q)
                && !open_point(board, q, color)
                && !contested.contains(&q)
            {
                contested.push(q);
            }
        }
    }
    let through = contested.as_slice();
    through
        .iter()
        .map(|&b| {
            let walk = Walk {
                through,
                block: Some(b),
                ..friends
            };
            room_walk(board, stones, color, ESCAPE_STEPS, walk)
        })
        .min()
        .map_or(open, |blocked| blocked.max(open))
}

impl Node<'_> {
    /// Eyes, lunches and escape, with the moves found on the way (vital
    /// points, the lunches' captures and rescues): a verdict whose
    /// candidate lists [`Node::complete`] completes.
    pub(super) fn judge(&mut self, goal: &Goal) -> Verdict {
        let depth = self.depth;
        let color = self.color;
        let other = color.opponent();
        let stones = goal.stones(self.board, color);
        let mut attack: Vec<Candidate> = Vec::new();
        let mut defend: Vec<Candidate> = Vec::new();
        // The goal's enemy neighbours.
        let mut enemies: Vec<Point> = Vec::new();
        for &s in &stones {
            for q in s.neighbors() {
                if self.board.color_at(q) == Some(other) {
                    let o = self.board.string_origin(q);
                    if !enemies.contains(&o) {
                        enemies.push(o);
                    }
                }
            }
        }
        // Eyes of the spaces touching the goal. Their questions about a
        // string take the answer its liveliness was read or kept with.
        let Liveliness {
            lively,
            kept,
            tactics,
        } = self.lively(goal, &stones);
        let board = &mut *self.board;
        let mine = {
            let mut t = TacticalReader::with_memo(board, self.reader, depth, tactics);
            eye_spaces_of(board, &mut t, &lively, color, goal.points())
        };
        let (mut eyes_min, mut eyes_max) = (0u32, 0u32);
        let mut in_space = Vec::new();
        for space in &mine.spaces {
            let touches = space.points.iter().any(|&p| goal.touches(board, p, color));
            if !touches {
                continue;
            }
            let ev = evaluate_space(board, &mine, space, self.heuristics, Detail::Alternating);
            // Life needs eyes that survive the opponent's best local play.
            eyes_min += u32::from(ev.pessimistic_min);
            eyes_max += u32::from(ev.value.max_eyes());
            if let Some(a) = ev.attack {
                add_candidate(&mut attack, SCORES.vital_point, a);
            }
            if let Some(d) = ev.defense {
                add_candidate(&mut defend, SCORES.vital_point, d);
            }
            if space.points.len() <= SMALL_SPACE {
                in_space.extend_from_slice(&space.points);
            }
        }
        // Lunches: enemy neighbours reading captures; their capture is the
        // defender's, their rescue the attacker's. A kept string reads as
        // at the root.
        let mut lunches = 0u32;
        for &e in &enemies {
            if board.libs(e) > LUNCH_LIBS {
                continue;
            }
            let at_root = self.root_stones[e.index()]
                .filter(|_| kept[e.index()])
                .map(|r| r.tactics);
            let (a, d) = match at_root {
                Some(t) if t.attack_code == ReadResult::Lose => continue,
                Some(t) => ((t.attack_code, t.attack), (t.defense_code, t.defense)),
                None => {
                    let a = self.reader.attack(board, e, depth);
                    if a.code == ReadResult::Lose {
                        continue;
                    }
                    let d = self.reader.defend(board, e, depth);
                    ((a.code, a.mv), (d.code, d.mv))
                }
            };
            if a.0 == ReadResult::Win && d.0 == ReadResult::Lose {
                lunches += 1;
            }
            if let Some(m) = a.1 {
                add_candidate(&mut defend, SCORES.lunch_capture, m);
            }
            if let Some(m) = d.1 {
                add_candidate(&mut attack, SCORES.lunch_rescue, m);
            }
        }
        let escape = room_to_run(board, &stones, color).max(self.moyo);
        let alive = eyes_min >= 2 || escape >= ESCAPE_ALIVE;
        let dead = eyes_max + lunches < 2 && escape < ESCAPE_DEAD;
        Verdict {
            alive,
            dead,
            hopeless: dead && eyes_max + lunches == 0,
            enemy_in_atari: enemies.iter().any(|&e| board.libs(e) == 1),
            eyes_min,
            eyes_max,
            lunches,
            escape,
            attack,
            defend,
            complete: false,
            in_space,
        }
    }
}
