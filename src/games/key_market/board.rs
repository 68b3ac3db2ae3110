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

/// Whether a side turned into `rows` may lie with its top-left corner at (x, y) next to the
/// cells that `occupied` says hold a field: no field overlaps, and one whole edge lies against
/// earlier fields.
fn fits_among(occupied: &dyn Fn(i8, i8) -> bool, rows: &[Vec<FieldData>], x: i8, y: i8) -> bool {
    let (h, w) = (rows.len() as i8, rows[0].len() as i8);
    if (0..h).any(|dy| (0..w).any(|dx| occupied(x + dx, y + dy))) {
        return false;
    }
    let row = |cy: i8| (0..w).all(|dx| occupied(x + dx, cy));
    let column = |cx: i8| (0..h).all(|dy| occupied(cx, y + dy));
    row(y - 1) || row(y + h) || column(x - 1) || column(x + w)
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
        let (min_x, max_x) = (self.fields.iter().map(|f| f.x).min(), self.fields.iter().map(|f| f.x).max());
        let (min_y, max_y) = (self.fields.iter().map(|f| f.y).min(), self.fields.iter().map(|f| f.y).max());
        let (min_x, max_x, min_y, max_y) =
            (min_x.unwrap_or(0), max_x.unwrap_or(0), min_y.unwrap_or(0), max_y.unwrap_or(0));
        // A grid with a margin of 4 around the table, so that every tested cell is inside it.
        let (left, top) = (min_x - 4, min_y - 4);
        let width = (max_x - left + 5) as usize;
        let mut grid = vec![false; width * (max_y - top + 5) as usize];
        for f in &self.fields {
            grid[(f.y - top) as usize * width + (f.x - left) as usize] = true;
        }
        let occupied = |x: i8, y: i8| grid[(y - top) as usize * width + (x - left) as usize];
        let mut out = Vec::new();
        for rotation in 0..4 {
            let turned = rotated(side_fields(rows), rotation);
            let (h, w) = (turned.len() as i8, turned[0].len() as i8);
            for y in min_y - h..=max_y + 1 {
                for x in min_x - w..=max_x + 1 {
                    if fits_among(&occupied, &turned, x, y) {
                        out.push((x, y, rotation));
                    }
                }
            }
        }
        out
    }

    /// Lays a side on the table (the caller has checked [`Land::fits`]) and recomputes areas.
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
