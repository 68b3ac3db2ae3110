//! The country boards on the table: placing a board (rotation, a whole 3-field edge against an
//! earlier board), the fields with their areas, and where a worker may stand.

use super::data::{FieldData, Good, LARGE_SIDES, SMALL_BOARD, Shape, side_fields};
use serde::{Deserialize, Serialize};

/// The distance of a field no path reaches.
pub const UNREACHABLE: u8 = u8::MAX;

/// One field on the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Field {
    /// Column on the table grid.
    pub x: i8,
    /// Row on the table grid.
    pub y: i8,
    /// The resource it produces; `None` is a village (it produces luxuries).
    pub good: Option<Good>,
    /// Square or circular.
    pub shape: Shape,
    /// Which placed board it belongs to (index into [`Land::boards`]).
    pub board: u8,
    /// Its area: orthogonally joined fields of one resource share a number; a village is its own area.
    pub area: u8,
}

/// A board on the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlacedBoard {
    /// `Some((board, side))` for a large board (0..4, 0..2), `None` for the small board.
    pub side: Option<(u8, u8)>,
    /// Top-left corner on the grid.
    pub x: i8,
    /// Top-left corner on the grid.
    pub y: i8,
    /// Quarter turns clockwise.
    pub rotation: u8,
}

impl PlacedBoard {
    /// Width and height on the grid once turned.
    pub fn size(&self) -> (i8, i8) {
        let (w, h) = if self.side.is_some() { (3, 3) } else { (3, 2) };
        if self.rotation.is_multiple_of(2) { (w, h) } else { (h, w) }
    }
}

/// All placed boards and their fields, with each field's neighbours and distances. Only the
/// boards are saved; everything else is rebuilt from them.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "Vec<PlacedBoard>", into = "Vec<PlacedBoard>")]
pub struct Land {
    /// Boards in the order they were placed.
    pub boards: Vec<PlacedBoard>,
    /// Every field; a field's number is its index.
    pub fields: Vec<Field>,
    /// Orthogonal neighbours of each field.
    pub orthogonal: Vec<Vec<u8>>,
    /// Orthogonal and diagonal neighbours of each field.
    pub around: Vec<Vec<u8>>,
    /// Orthogonal steps between every two fields (row by row), `u8::MAX` where none lead.
    pub steps: Vec<u8>,
}

impl From<Vec<PlacedBoard>> for Land {
    fn from(boards: Vec<PlacedBoard>) -> Land {
        let mut land = Land::default();
        for b in boards {
            let rows = match b.side {
                Some((board, side)) => LARGE_SIDES[usize::from(board * 2 + side)].to_vec(),
                None => SMALL_BOARD.to_vec(),
            };
            land.place(b.side, &rows, b.x, b.y, b.rotation);
        }
        land
    }
}

impl From<Land> for Vec<PlacedBoard> {
    fn from(land: Land) -> Vec<PlacedBoard> {
        land.boards
    }
}

/// A side's fields turned `rotation` quarter turns clockwise.
pub fn rotated(rows: Vec<Vec<FieldData>>, rotation: u8) -> Vec<Vec<FieldData>> {
    let mut rows = rows;
    for _ in 0..rotation % 4 {
        let (h, w) = (rows.len(), rows[0].len());
        rows = (0..w).map(|y| (0..h).map(|x| rows[h - 1 - x][y]).collect()).collect();
    }
    rows
}

/// A side's height and width once turned `rotation` quarter turns: a quarter turn swaps them,
/// and nothing else about a side matters for where it fits.
fn turned_size(rows: &[&str], rotation: u8) -> (i8, i8) {
    let (rows, columns) = (rows.len() as i8, rows[0].len() as i8);
    if rotation.is_multiple_of(2) { (rows, columns) } else { (columns, rows) }
}

/// The table as a summed-area table: how many fields lie in any rectangle of cells, in
/// constant time. It covers the fields with a margin of 4 cells, enough for every rectangle
/// that [`Land::placements`] asks about.
struct Occupied {
    /// The fields' columns and rows from first to last: `(min_x, max_x, min_y, max_y)`.
    bounds: (i8, i8, i8, i8),
    left: i8,
    top: i8,
    /// One more than the covered width: `sums[y * stride + x]` counts the fields in the cells
    /// left of column `x` and above row `y` (both relative to `left`, `top`).
    stride: usize,
    sums: Vec<u32>,
}

impl Occupied {
    fn new(fields: &[Field]) -> Self {
        let span = |at: fn(&Field) -> i8| {
            let (low, high) = (fields.iter().map(at).min(), fields.iter().map(at).max());
            (low.unwrap_or(0), high.unwrap_or(0))
        };
        let ((min_x, max_x), (min_y, max_y)) = (span(|f| f.x), span(|f| f.y));
        let (left, top) = (min_x - 4, min_y - 4);
        let (width, height) = ((max_x - left + 5) as usize, (max_y - top + 5) as usize);
        let stride = width + 1;
        let mut sums = vec![0; stride * (height + 1)];
        for f in fields {
            sums[((f.y - top) as usize + 1) * stride + (f.x - left) as usize + 1] = 1;
        }
        for y in 1..=height {
            for x in 1..=width {
                sums[y * stride + x] +=
                    sums[(y - 1) * stride + x] + sums[y * stride + x - 1] - sums[(y - 1) * stride + x - 1];
            }
        }
        Occupied { bounds: (min_x, max_x, min_y, max_y), left, top, stride, sums }
    }

    /// The fields in the `w` × `h` cells whose top-left cell is (x, y). (Written out, with
    /// slice indexing and no closure: the size-optimised build inlines neither, and this is the
    /// bots' hottest loop while boards are placed.)
    fn count(&self, x: i8, y: i8, w: i8, h: i8) -> u32 {
        let sums: &[u32] = &self.sums;
        let (x0, top) = ((x - self.left) as usize, (y - self.top) as usize * self.stride);
        let (x1, bottom) = (x0 + w as usize, top + h as usize * self.stride);
        sums[bottom + x1] + sums[top + x0] - sums[bottom + x0] - sums[top + x1]
    }

    /// Whether a side `h` rows high and `w` columns wide may lie with its top-left corner at
    /// (x, y): no field overlaps, and one whole edge lies against earlier fields.
    fn fits(&self, (h, w): (i8, i8), x: i8, y: i8) -> bool {
        let edges = [(x, y - 1, w, 1), (x, y + h, w, 1), (x - 1, y, 1, h), (x + w, y, 1, h)];
        self.count(x, y, w, h) == 0 && edges.iter().any(|&(x, y, w, h)| self.count(x, y, w, h) == (w * h) as u32)
    }
}

impl Land {
    /// The field at a grid position.
    pub fn at(&self, x: i8, y: i8) -> Option<u8> {
        let mut start = 0;
        for board in &self.boards {
            let (w, h) = board.size();
            let (dx, dy) = (x - board.x, y - board.y);
            if (0..w).contains(&dx) && (0..h).contains(&dy) {
                return Some(start + (dy * w + dx) as u8);
            }
            start += (w * h) as u8;
        }
        None
    }

    /// Every position and rotation where a side may be placed now (the first board at the
    /// origin, in any rotation).
    pub fn placements(&self, rows: &[&str]) -> Vec<(i8, i8, u8)> {
        if self.fields.is_empty() {
            return (0..4).map(|r| (0, 0, r)).collect();
        }
        let occupied = Occupied::new(&self.fields);
        let (min_x, max_x, min_y, max_y) = occupied.bounds;
        let mut out = Vec::new();
        for rotation in 0..4 {
            let (h, w) = turned_size(rows, rotation);
            for y in min_y - h..=max_y + 1 {
                for x in min_x - w..=max_x + 1 {
                    if occupied.fits((h, w), x, y) {
                        out.push((x, y, rotation));
                    }
                }
            }
        }
        out
    }

    /// Whether `(x, y, rotation)` is one of [`Land::placements`] for this side, without
    /// listing them all.
    pub fn fits(&self, rows: &[&str], x: i8, y: i8, rotation: u8) -> bool {
        if self.fields.is_empty() {
            return (x, y) == (0, 0) && rotation < 4;
        }
        let occupied = Occupied::new(&self.fields);
        let (min_x, max_x, min_y, max_y) = occupied.bounds;
        let (h, w) = turned_size(rows, rotation);
        // Inside the window that `placements` searches, so no count reaches off the table.
        let inside = (min_y - h..=max_y + 1).contains(&y) && (min_x - w..=max_x + 1).contains(&x);
        rotation < 4 && inside && occupied.fits((h, w), x, y)
    }

    /// Lays a side on the table (the caller has checked [`Land::placements`]) and recomputes areas.
    pub fn place(&mut self, side: Option<(u8, u8)>, rows: &[&str], x: i8, y: i8, rotation: u8) {
        let board = self.boards.len() as u8;
        self.boards.push(PlacedBoard { side, x, y, rotation });
        for (dy, row) in rotated(side_fields(rows), rotation).into_iter().enumerate() {
            for (dx, (good, shape)) in row.into_iter().enumerate() {
                self.fields.push(Field { x: x + dx as i8, y: y + dy as i8, good, shape, board, area: 0 });
            }
        }
        self.link();
    }

    /// Recomputes neighbours and areas after a placement.
    fn link(&mut self) {
        let near = |f: &Field, diagonal: bool| -> Vec<u8> {
            let mut out = Vec::new();
            for dy in -1..=1i8 {
                for dx in -1..=1i8 {
                    let orthogonal = (dx == 0) != (dy == 0);
                    if (orthogonal || (diagonal && dx != 0 && dy != 0))
                        && let Some(n) = self.at(f.x + dx, f.y + dy)
                    {
                        out.push(n);
                    }
                }
            }
            out
        };
        let orthogonal = self.fields.iter().map(|f| near(f, false)).collect();
        let around = self.fields.iter().map(|f| near(f, true)).collect();
        self.orthogonal = orthogonal;
        self.around = around;
        let mut area = vec![u8::MAX; self.fields.len()];
        let mut next = 0;
        for start in 0..self.fields.len() {
            if area[start] != u8::MAX {
                continue;
            }
            area[start] = next;
            let mut stack = vec![start];
            while let Some(i) = stack.pop() {
                let good = self.fields[i].good;
                for &n in &self.orthogonal[i] {
                    let n = usize::from(n);
                    if good.is_some() && self.fields[n].good == good && area[n] == u8::MAX {
                        area[n] = next;
                        stack.push(n);
                    }
                }
            }
            next += 1;
        }
        for (field, a) in self.fields.iter_mut().zip(area) {
            field.area = a;
        }
        self.steps = (0..self.fields.len()).flat_map(|i| self.walk(i)).collect();
    }

    /// Orthogonal steps from `from` to every field, indexed by field.
    pub fn distances(&self, from: u8) -> &[u8] {
        let n = self.fields.len();
        &self.steps[usize::from(from) * n..(usize::from(from) + 1) * n]
    }

    /// Breadth-first steps from one field over the boards (through occupied fields too).
    fn walk(&self, from: usize) -> Vec<u8> {
        let mut dist = vec![UNREACHABLE; self.fields.len()];
        let mut queue = std::collections::VecDeque::from([from]);
        dist[from] = 0;
        while let Some(i) = queue.pop_front() {
            for &n in &self.orthogonal[i] {
                if dist[usize::from(n)] == UNREACHABLE {
                    dist[usize::from(n)] = dist[i] + 1;
                    queue.push_back(usize::from(n));
                }
            }
        }
        dist
    }

    /// True if the field is a village.
    pub fn is_village(&self, field: u8) -> bool {
        self.fields[usize::from(field)].good.is_none()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::GameRng;

    /// The placing rule checked cell by cell: no field under the side, and one whole edge
    /// against earlier fields.
    fn fits_by_cells(land: &Land, (h, w): (i8, i8), x: i8, y: i8) -> bool {
        let taken = |cx: i8, cy: i8| land.fields.iter().any(|f| (f.x, f.y) == (cx, cy));
        let free = (0..h).all(|dy| (0..w).all(|dx| !taken(x + dx, y + dy)));
        let row = |cy: i8| (0..w).all(|dx| taken(x + dx, cy));
        let column = |cx: i8| (0..h).all(|dy| taken(cx, y + dy));
        free && (row(y - 1) || row(y + h) || column(x - 1) || column(x + w))
    }

    /// Over lands built from random placements, the places offered are exactly those where
    /// the rule holds, each rotation in turn, and [`Land::fits`] agrees with the list.
    #[test]
    fn placements_are_the_places_where_a_side_fits() {
        let sides: Vec<&[&str]> = LARGE_SIDES.iter().map(|s| &s[..]).chain([&SMALL_BOARD[..]]).collect();
        for seed in 0..20 {
            let mut rng = GameRng::with_stream(seed, 3);
            let mut land = Land::default();
            for _ in 0..5 {
                for side in &sides {
                    let (rows, columns) = (side.len() as i8, side[0].len() as i8);
                    let offered = land.placements(side);
                    let expected: Vec<_> = if land.fields.is_empty() {
                        (0..4).map(|r| (0, 0, r)).collect()
                    } else {
                        (0..4u8)
                            .flat_map(|r| {
                                let (h, w) = if r.is_multiple_of(2) { (rows, columns) } else { (columns, rows) };
                                let land = &land;
                                (-20..20i8).flat_map(move |y| {
                                    (-20..20i8)
                                        .filter(move |&x| fits_by_cells(land, (h, w), x, y))
                                        .map(move |x| (x, y, r))
                                })
                            })
                            .collect()
                    };
                    assert_eq!(offered, expected, "seed {seed}, side {side:?}");
                }
                let side = sides[rng.index(sides.len())];
                let offered = land.placements(side);
                // One placement asked alone gives the same answer, far off the table too.
                let far = [i8::MIN, i8::MAX];
                for (y, x) in (-20..20i8).flat_map(|y| (-20..20i8).map(move |x| (y, x))).chain(far.map(|v| (v, v))) {
                    for rotation in 0..6 {
                        assert_eq!(land.fits(side, x, y, rotation), offered.contains(&(x, y, rotation)), "seed {seed}");
                    }
                }
                let (x, y, rotation) = offered[rng.index(offered.len())];
                land.place(None, side, x, y, rotation);
            }
        }
    }
}
