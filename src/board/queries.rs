//! Board queries that every search uses (tactical reading, and the owl and
//! connection searches built on the same kernel), none of which allocates:
//! fixed-capacity point lists, liberty lists, neighbouring strings (chain
//! links), liberties after a move, self-atari, ko and snapback tests, and
//! point geometry.

use crate::board::{Board, Cell, Color, Point, PointSet, STRIDE};

/// Maximal number of candidate moves kept per node.
pub const MAX_MOVES: usize = 50;

/// A fixed-capacity list of points (no allocation in the search).
#[derive(Clone, Copy)]
pub struct PointList<const N: usize> {
    items: [Point; N],
    len: usize,
}

impl<const N: usize> PointList<N> {
    pub fn new() -> Self {
        PointList {
            items: [Point::from_index(0); N],
            len: 0,
        }
    }

    /// Appends `p` unless full or already present; returns whether added.
    #[inline]
    pub fn push_unique(&mut self, p: Point) -> bool {
        if self.len == N || self.as_slice().contains(&p) {
            return false;
        }
        self.items[self.len] = p;
        self.len += 1;
        true
    }

    /// Appends `p` (known to be absent) unless full.
    #[inline]
    pub fn push_unchecked(&mut self, p: Point) {
        if self.len < N {
            self.items[self.len] = p;
            self.len += 1;
        }
    }

    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    #[inline]
    pub fn as_slice(&self) -> &[Point] {
        &self.items[..self.len]
    }
}

impl<const N: usize> Default for PointList<N> {
    fn default() -> Self {
        Self::new()
    }
}

/// Up to `N` liberties of the string through `s`: in the board's list order
/// when it lists them, otherwise in stone-walk order.
pub fn libs_of<const N: usize>(board: &Board, s: Point) -> PointList<N> {
    let mut out = PointList::new();
    if board.color_at(s).is_none() {
        return out;
    }
    if let Some(listed) = board.listed_libs(s) {
        for &l in listed.iter().take(N) {
            out.push_unchecked(Point::from_index(l as usize));
        }
        return out;
    }
    // The walk stops once every liberty (or `N` of them) has been found.
    let want = N.min(board.libs(s));
    if want == 0 {
        return out;
    }
    for stone in board.stones(s) {
        for n in stone.neighbors() {
            if board.is_empty(n) {
                out.push_unique(n);
                if out.len() == want {
                    return out;
                }
            }
        }
    }
    out
}

/// One stone of each opponent string adjacent to `s` having at most `max_libs` liberties.
pub fn chain_links(board: &Board, s: Point, max_libs: usize) -> PointList<64> {
    let mut out = PointList::<64>::new();
    let Some(color) = board.color_at(s) else {
        return out;
    };
    let enemy = color.opponent();
    let mut seen = PointSet::new();
    let mut stone = s;
    loop {
        for n in stone.neighbors() {
            if board.is_color(n, enemy)
                && seen.insert(Point::from_index(board.string_id(n)))
                && board.stone_libs(n) <= max_libs
            {
                out.push_unchecked(n);
            }
        }
        stone = board.next_in_string(stone);
        if stone == s {
            break;
        }
    }
    out
}

/// The neighbouring opponent strings of a few strings, each computed once
/// per search node (the position does not change while a node generates
/// its moves). Small on purpose: it is created for every node.
pub struct LinkMemo {
    /// String id, start in `buf`, count.
    entries: [(u16, u8, u8); LINK_MEMO],
    len: usize,
    buf: [Point; LINK_BUF],
    used: usize,
}

/// Strings remembered by a [`LinkMemo`].
const LINK_MEMO: usize = 6;
/// Neighbour strings remembered in all.
const LINK_BUF: usize = 64;

impl LinkMemo {
    pub fn new() -> LinkMemo {
        LinkMemo {
            entries: [(0, 0, 0); LINK_MEMO],
            len: 0,
            buf: [Point::from_index(0); LINK_BUF],
            used: 0,
        }
    }

    /// Like [`chain_links`], remembering the neighbours of `s` for later calls.
    pub fn get(&mut self, board: &Board, s: Point, max_libs: usize) -> PointList<64> {
        if board.color_at(s).is_none() {
            return PointList::new();
        }
        let id = board.string_id(s) as u16;
        let (start, n) = match self.entries[..self.len].iter().find(|e| e.0 == id) {
            Some(&(_, start, n)) => (start as usize, n as usize),
            None => {
                let all = chain_links(board, s, usize::MAX);
                if self.len == LINK_MEMO || self.used + all.len() > LINK_BUF {
                    return filter_links(board, all.as_slice(), max_libs);
                }
                let start = self.used;
                self.buf[start..start + all.len()].copy_from_slice(all.as_slice());
                self.used += all.len();
                self.entries[self.len] = (id, start as u8, all.len() as u8);
                self.len += 1;
                (start, all.len())
            }
        };
        filter_links(board, &self.buf[start..start + n], max_libs)
    }
}

/// The strings of `links` with at most `max_libs` liberties.
fn filter_links(board: &Board, links: &[Point], max_libs: usize) -> PointList<64> {
    let mut out = PointList::new();
    for &a in links {
        if board.stone_libs(a) <= max_libs {
            out.push_unchecked(a);
        }
    }
    out
}

impl Default for LinkMemo {
    fn default() -> Self {
        Self::new()
    }
}

/// Whether `p` is a liberty of the string through `s`.
#[inline]
pub fn is_liberty_of(board: &Board, p: Point, s: Point) -> bool {
    let Some(color) = board.color_at(s) else {
        return false;
    };
    let id = board.string_id(s);
    board.is_empty(p)
        && p.neighbors()
            .iter()
            .any(|&n| board.is_color(n, color) && board.string_id(n) == id)
}

/// Whether `p` has a neighbouring stone of `color`.
#[inline]
pub fn has_neighbor(board: &Board, p: Point, color: Color) -> bool {
    p.neighbors().iter().any(|&n| board.is_color(n, color))
}

/// Number of liberties the string containing a `color` stone played on empty
/// `p` would have, counting captures exactly. Liberties found (up to the
/// capacity) go to `out` if given. Counting stops at `limit`.
pub fn libs_after(
    board: &Board,
    p: Point,
    color: Color,
    limit: usize,
    mut out: Option<&mut PointList<8>>,
) -> usize {
    let own = Cell::stone(color);
    if let Some(o) = out.as_deref_mut() {
        // Enough empty neighbours answer at once.
        let empties = p.neighbors().iter().filter(|&&n| board.is_empty(n)).count();
        if empties >= limit {
            for n in p.neighbors() {
                if board.is_empty(n) && o.len() < limit {
                    o.push_unique(n);
                }
            }
            return limit;
        }
    }
    if out.is_none() {
        // Quick answers: enough empty neighbours, or a friendly neighbour
        // that alone brings enough liberties. Otherwise the common case in
        // O(1): at most one friendly neighbour string and no capture. Its
        // liberties minus `p`, plus the empty neighbours that are not
        // already its liberties.
        let mut empties = 0;
        let mut friend: Option<(usize, Point)> = None;
        let mut simple = true;
        for n in p.neighbors() {
            match board.cell(n) {
                Cell::Empty => empties += 1,
                Cell::Border => {}
                c if c == own => {
                    let libs = board.stone_libs(n);
                    if libs > limit {
                        return limit;
                    }
                    let id = board.string_id(n);
                    match friend {
                        None => friend = Some((id, n)),
                        Some((f, _)) if f == id => {}
                        Some(_) => simple = false,
                    }
                }
                _ => {
                    if board.stone_libs(n) == 1 {
                        simple = false;
                    }
                }
            }
        }
        if empties >= limit {
            return limit;
        }
        if simple {
            let mut count = empties;
            if let Some((id, f)) = friend {
                count += board.stone_libs(f) - 1;
                for n in p.neighbors() {
                    if board.is_empty(n)
                        && n.neighbors()
                            .iter()
                            .any(|&r| board.is_color(r, color) && board.string_id(r) == id)
                    {
                        count -= 1;
                    }
                }
            }
            return count.min(limit);
        }
    }
    // Liberties found so far; counting stops at `limit`, so a short list suffices.
    let limit = limit.min(FOUND_CAP);
    let mut found = [0u16; FOUND_CAP];
    let mut count = 0usize;
    macro_rules! add {
        ($q:expr) => {{
            let q: Point = $q;
            let qi = q.index() as u16;
            if !found[..count].contains(&qi) {
                found[count] = qi;
                count += 1;
                if let Some(o) = out.as_deref_mut() {
                    o.push_unique(q);
                }
                if count >= limit {
                    return count;
                }
            }
        }};
    }
    // Friendly neighbour string ids, to tell whether a captured stone touches the new string.
    let mut friends = [usize::MAX; 4];
    for (k, n) in p.neighbors().into_iter().enumerate() {
        if board.is_color(n, color) {
            friends[k] = board.string_id(n);
        }
    }
    let touches_new = |q: Point| {
        q.neighbors()
            .iter()
            .any(|&r| r == p || (board.is_color(r, color) && friends.contains(&board.string_id(r))))
    };
    for (k, n) in p.neighbors().into_iter().enumerate() {
        match board.cell(n) {
            Cell::Empty => add!(n),
            Cell::Border => {}
            c if c == own => {
                // Its liberties other than `p`; the walk stops once all are seen.
                let want = board.stone_libs(n) - 1;
                if want > 0 && !friends[..k].contains(&friends[k]) {
                    if let Some(listed) = board.listed_libs(n) {
                        for &l in listed {
                            if l != p.index() as u16 {
                                add!(Point::from_index(l as usize));
                            }
                        }
                        continue;
                    }
                    let mut mine = [0u16; FOUND_CAP];
                    let mut seen = 0;
                    'walk: for stone in board.stones(n) {
                        for q in stone.neighbors() {
                            if q != p && board.is_empty(q) {
                                add!(q);
                                let qi = q.index() as u16;
                                if want <= FOUND_CAP && !mine[..seen].contains(&qi) {
                                    mine[seen] = qi;
                                    seen += 1;
                                    if seen == want {
                                        break 'walk;
                                    }
                                }
                            }
                        }
                    }
                }
            }
            _ => {
                if board.stone_libs(n) == 1 {
                    for stone in board.stones(n) {
                        if touches_new(stone) {
                            add!(stone);
                        }
                    }
                }
            }
        }
    }
    count
}

/// Most liberties [`libs_after`] counts before it stops.
const FOUND_CAP: usize = 16;

/// Whether `color` playing on `p` would leave its string with at most one liberty
/// (illegal moves count as self-atari).
pub fn is_self_atari(board: &Board, p: Point, color: Color) -> bool {
    if !board.is_empty(p) {
        return true;
    }
    let mut empties = 0;
    for n in p.neighbors() {
        if board.is_empty(n) {
            empties += 1;
        }
    }
    if empties >= 2 {
        return false;
    }
    libs_after(board, p, color, 2, None) <= 1
}

/// If `color` playing on `p` is a ko capture (takes exactly one stone, and the
/// lone capturing stone is left in atari), the point of the captured stone.
pub fn is_ko(board: &Board, p: Point, color: Color) -> Option<Point> {
    if !board.is_empty(p) {
        return None;
    }
    let enemy = color.opponent();
    let mut captured = None;
    for n in p.neighbors() {
        match board.cell(n) {
            Cell::Border => {}
            c if c.color() == Some(enemy) => {
                if board.libs(n) == 1 {
                    if captured.is_some() || board.string_size(n) != 1 {
                        return None;
                    }
                    captured = Some(n);
                }
            }
            _ => return None,
        }
    }
    captured
}

/// "Send two, return one": `color` playing on `p` (no empty neighbour, no
/// capture) joins a lone stone with two liberties whose other liberty is
/// walled in by `color`. The two stones can be taken and only one won
/// back, so such a move is pointless for the attacker unless a ko is on.
pub fn send_two_return_one(board: &Board, p: Point, color: Color) -> bool {
    let mut friend = None;
    for n in p.neighbors() {
        match board.cell(n) {
            Cell::Empty => return false,
            Cell::Border => {}
            c if c.color() == Some(color) => {
                if friend.is_some() || board.string_size(n) != 1 || board.libs(n) != 2 {
                    return false;
                }
                friend = Some(n);
            }
            _ => {
                if board.libs(n) == 1 {
                    return false;
                }
            }
        }
    }
    let Some(f) = friend else {
        return false;
    };
    let Some(&lib) = libs_of::<2>(board, f).as_slice().iter().find(|&&l| l != p) else {
        return false;
    };
    lib.neighbors()
        .iter()
        .all(|&q| !board.on_board(q) || board.color_at(q) == Some(color))
}

/// Whether `a` and `b` are orthogonal neighbours. Either may be a border
/// cell (the padded array's index arithmetic needs no neighbour list).
#[inline]
pub fn adjacent(a: Point, b: Point) -> bool {
    let d = a.index().abs_diff(b.index());
    d == 1 || d == STRIDE
}

/// Whether `a` and `b` are diagonal neighbours. Either may be a border cell.
#[inline]
pub fn diagonal(a: Point, b: Point) -> bool {
    let d = a.index().abs_diff(b.index());
    d == STRIDE - 1 || d == STRIDE + 1
}

/// Whether the two strings share a liberty.
pub fn have_common_lib(board: &Board, a: Point, b: Point) -> bool {
    let libs = libs_of::<32>(board, a);
    libs.as_slice().iter().any(|&l| is_liberty_of(board, l, b))
}

/// Distance of `p` from the nearest edge (0 on the first line).
pub fn edge_distance(board: &Board, p: Point) -> usize {
    let n = board.size() - 1;
    p.col().min(p.row()).min(n - p.col()).min(n - p.row())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Counter, Move};
    use proptest::prelude::*;

    #[test]
    fn adjacency_holds_for_border_cells_and_agrees_with_the_neighbour_lists() {
        let board = Board::new(19);
        let on: Vec<Point> = board.points().collect();
        for &a in &on {
            for &b in &on {
                assert_eq!(adjacent(a, b), a.neighbors().contains(&b));
                assert_eq!(diagonal(a, b), a.diagonals().contains(&b));
            }
            // A border neighbour is adjacent both ways, and asking about it
            // needs no neighbour list of the border cell.
            for q in a.neighbors() {
                assert!(adjacent(q, a) && adjacent(a, q));
            }
            for q in a.diagonals() {
                assert!(diagonal(q, a) && !adjacent(q, a));
            }
        }
        // The corner cell of the padded array, above and left of A19.
        let corner = Point::from_index(0);
        assert!(!adjacent(corner, Point::new(0, 0)));
        assert!(diagonal(corner, Point::new(0, 0)));
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(100))]

        /// The counting shortcuts of `libs_after` and the liberty and
        /// neighbour lists agree with playing the move and walking.
        #[test]
        fn queries_match_a_walk_after_the_move(
            moves in proptest::collection::vec((0usize..7, 0usize..7), 0..80),
            limit in 1usize..=8,
        ) {
            let mut b = Board::new(7);
            let mut color = Color::Black;
            for (c, r) in moves {
                if b.play(Move::Play(Point::new(c, r)), color).is_ok() {
                    color = color.opponent();
                }
            }
            for p in b.points().collect::<Vec<_>>() {
                if b.color_at(p).is_some() {
                    let mut libs = b.liberties(p);
                    let got = libs_of::<32>(&b, p);
                    let mut got = got.as_slice().to_vec();
                    got.sort();
                    libs.sort();
                    prop_assert_eq!(got, libs);
                    let links = chain_links(&b, p, usize::MAX);
                    prop_assert_eq!(links.len(), b.adjacent_strings(p).len());
                    continue;
                }
                for mover in [Color::Black, Color::White] {
                    if b.is_suicide(p, mover) {
                        continue;
                    }
                    let mut out = PointList::<8>::new();
                    let quick = libs_after(&b, p, mover, limit, None);
                    let listed = libs_after(&b, p, mover, limit, Some(&mut out));
                    let mut after = b.clone();
                    prop_assert!(after.try_ko_move(p, mover, Counter::Reading));
                    let truth = after.libs(p);
                    prop_assert_eq!(quick, truth.min(limit), "{:?} at {:?}", mover, p);
                    prop_assert_eq!(listed, truth.min(limit));
                    for &l in out.as_slice() {
                        prop_assert!(after.liberties(p).contains(&l));
                    }
                }
            }
        }
    }
}
