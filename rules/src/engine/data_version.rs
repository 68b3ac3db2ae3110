//! The version of a game's built-in component data (boards, tiles, costs) and rule fixes: a
//! record replays with the data and rules it was made with, or is refused with a message that
//! says so.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// The version of a game's component data (its `data.rs`) and rule fixes, carried in the
/// game's `Config`.
///
/// A game bumps its `DATA_VERSION` whenever a component value changes or a rule fix changes
/// what a recorded action does (or whether it is legal). New games get the newest version. A
/// game keeps replaying older versions it still knows, with their values and rules, chosen by
/// version in one named place per change; the engine's set-up ([`set_up`](super::set_up))
/// refuses newer and unknown versions instead of replaying them into a different game. [`Default`] is version 1:
/// records made before versions existed have none and mean version 1.
///
/// Serde: in human-readable formats (JSON: saves, configs) it is a plain number. In binary ones
/// (`is_human_readable()` false: postcard) it is a unit, zero bytes, and always reads back as
/// version 1, so the binary layout of every record made before versions existed is unchanged.
/// A binary form that must keep the version carries the config as JSON text instead
/// ([`Record::to_bytes`](super::Record::to_bytes): share links from version 3, bot requests).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DataVersion(pub u32);

impl Default for DataVersion {
    /// Version 1: records made before versions existed.
    fn default() -> Self {
        DataVersion(1)
    }
}

impl fmt::Display for DataVersion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl Serialize for DataVersion {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if serializer.is_human_readable() { serializer.serialize_u32(self.0) } else { serializer.serialize_unit() }
    }
}

impl<'de> Deserialize<'de> for DataVersion {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        if deserializer.is_human_readable() {
            u32::deserialize(deserializer).map(DataVersion)
        } else {
            <()>::deserialize(deserializer).map(|()| DataVersion::default())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    struct Old {
        players: u8,
    }

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    struct New {
        players: u8,
        #[serde(default)]
        data: DataVersion,
    }

    #[test]
    fn json_holds_the_number_and_its_absence_means_version_1() {
        let new = New { players: 3, data: DataVersion(2) };
        assert_eq!(serde_json::to_string(&new).unwrap(), r#"{"players":3,"data":2}"#);
        assert_eq!(serde_json::from_str::<New>(r#"{"players":3,"data":2}"#).unwrap(), new);
        let old: New = serde_json::from_str(r#"{"players":3}"#).unwrap();
        assert_eq!(old.data, DataVersion(1));
    }

    #[test]
    fn postcard_holds_nothing_so_old_bytes_read_as_version_1() {
        let old = postcard::to_allocvec(&Old { players: 4 }).unwrap();
        assert_eq!(postcard::to_allocvec(&New { players: 4, data: DataVersion(1) }).unwrap(), old);
        assert_eq!(postcard::to_allocvec(&New { players: 4, data: DataVersion(7) }).unwrap(), old);
        assert_eq!(postcard::from_bytes::<New>(&old).unwrap(), New { players: 4, data: DataVersion(1) });
    }
}
