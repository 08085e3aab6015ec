//! The node counters the runner reads from an engine, as one type: the
//! runner, the JSON and baseline files, the reporters, `compare` and
//! `history` all iterate [`NodeCounter::ALL`], so a new counter is one line
//! here. Files written before a counter existed still read: its count is
//! then unknown.

use serde::de::{MapAccess, Visitor};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// A node counter of the engines (GNU Go's `get_NAME_node_counter`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum NodeCounter {
    Reading,
    Owl,
    Connection,
    /// The life-and-death solver's moves (ours; GNU Go has none).
    Solver,
    /// The capturing-race search's moves (ours; GNU Go has none).
    Semeai,
}

/// How many counters there are.
pub const COUNTERS: usize = NodeCounter::ALL.len();

impl NodeCounter {
    /// Every counter, in report order.
    pub const ALL: [NodeCounter; 5] = [
        NodeCounter::Reading,
        NodeCounter::Owl,
        NodeCounter::Connection,
        NodeCounter::Solver,
        NodeCounter::Semeai,
    ];

    /// The counter's name in GTP commands (`get_reading_node_counter`)
    /// and reports (`reading nodes`).
    pub fn name(self) -> &'static str {
        match self {
            NodeCounter::Reading => "reading",
            NodeCounter::Owl => "owl",
            NodeCounter::Connection => "connection",
            NodeCounter::Solver => "solver",
            NodeCounter::Semeai => "semeai",
        }
    }

    /// The field of JSON records and the column of baselines:
    /// `reading_nodes`.
    pub fn field(self) -> String {
        format!("{}_nodes", self.name())
    }

    /// The counter whose field is `field`.
    pub fn from_field(field: &str) -> Option<NodeCounter> {
        let name = field.strip_suffix("_nodes")?;
        Self::ALL.into_iter().find(|c| c.name() == name)
    }

    fn index(self) -> usize {
        self as usize
    }
}

/// One test's count per counter; `None` where the engine gave none.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Nodes([Option<u64>; COUNTERS]);

impl Nodes {
    /// The counts in [`NodeCounter::ALL`] order.
    pub fn new(counts: [Option<u64>; COUNTERS]) -> Nodes {
        Nodes(counts)
    }

    pub fn get(&self, c: NodeCounter) -> Option<u64> {
        self.0[c.index()]
    }

    pub fn set(&mut self, c: NodeCounter, count: Option<u64>) {
        self.0[c.index()] = count;
    }

    /// Each counter with its count, in report order.
    pub fn iter(&self) -> impl Iterator<Item = (NodeCounter, Option<u64>)> + '_ {
        NodeCounter::ALL.into_iter().map(|c| (c, self.get(c)))
    }

    /// Whether any count is known.
    pub fn any(&self) -> bool {
        self.0.iter().any(Option::is_some)
    }

    /// The known counts, unknown ones as zero.
    pub fn or_zero(&self) -> NodeTotals {
        NodeTotals(self.0.map(|n| n.unwrap_or(0)))
    }
}

/// Written as one `NAME_nodes` field per counter (`null` when unknown).
impl Serialize for Nodes {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(COUNTERS))?;
        for (c, n) in self.iter() {
            map.serialize_entry(&c.field(), &n)?;
        }
        map.end()
    }
}

/// Read from the `NAME_nodes` fields present; a counter without one (a
/// file written before it existed) is unknown, other fields are ignored.
impl<'de> Deserialize<'de> for Nodes {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Nodes, D::Error> {
        struct Fields;
        impl<'de> Visitor<'de> for Fields {
            type Value = Nodes;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("NAME_nodes fields")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Nodes, A::Error> {
                let mut nodes = Nodes::default();
                while let Some(key) = map.next_key::<String>()? {
                    match NodeCounter::from_field(&key) {
                        Some(c) => nodes.set(c, map.next_value::<Option<u64>>()?),
                        None => {
                            map.next_value::<serde::de::IgnoredAny>()?;
                        }
                    }
                }
                Ok(nodes)
            }
        }
        deserializer.deserialize_map(Fields)
    }
}

/// Node totals per counter.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct NodeTotals([u64; COUNTERS]);

impl NodeTotals {
    /// Adds a test's known counts.
    pub fn add(&mut self, nodes: &Nodes) {
        for (c, n) in nodes.iter() {
            self.0[c.index()] += n.unwrap_or(0);
        }
    }

    /// Adds other totals.
    pub fn merge(&mut self, other: &NodeTotals) {
        for (sum, n) in self.0.iter_mut().zip(other.0) {
            *sum += n;
        }
    }

    /// Each counter with its total, in report order.
    pub fn iter(&self) -> impl Iterator<Item = (NodeCounter, u64)> + '_ {
        NodeCounter::ALL.into_iter().map(|c| (c, self[c]))
    }

    /// The sum over every counter.
    pub fn sum(&self) -> u64 {
        self.0.iter().sum()
    }
}

impl std::ops::Index<NodeCounter> for NodeTotals {
    type Output = u64;
    fn index(&self, c: NodeCounter) -> &u64 {
        &self.0[c.index()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Serialize, Deserialize, Debug, PartialEq)]
    struct Record {
        id: u64,
        #[serde(flatten)]
        nodes: Nodes,
        seconds: f64,
    }

    #[test]
    fn nodes_are_written_as_one_field_per_counter_and_read_back() {
        let r = Record {
            id: 3,
            nodes: Nodes::new([Some(10), None, Some(2), None, None]),
            seconds: 0.5,
        };
        let text = serde_json::to_string(&r).unwrap();
        assert_eq!(
            text,
            r#"{"id":3,"reading_nodes":10,"owl_nodes":null,"connection_nodes":2,"solver_nodes":null,"semeai_nodes":null,"seconds":0.5}"#
        );
        assert_eq!(serde_json::from_str::<Record>(&text).unwrap(), r);
    }

    #[test]
    fn a_counter_missing_from_an_old_file_is_unknown() {
        let old = r#"{"id":1,"reading_nodes":7,"seconds":0.1,"other":"x"}"#;
        let r: Record = serde_json::from_str(old).unwrap();
        assert_eq!(r.nodes, Nodes::new([Some(7), None, None, None, None]));
        let mut totals = NodeTotals::default();
        totals.add(&r.nodes);
        assert_eq!(totals[NodeCounter::Reading], 7);
        assert_eq!(totals.sum(), 7);
    }

    #[test]
    fn fields_name_their_counters() {
        for c in NodeCounter::ALL {
            assert_eq!(NodeCounter::from_field(&c.field()), Some(c));
        }
        assert_eq!(NodeCounter::from_field("life_nodes"), None);
        assert_eq!(NodeCounter::from_field("owl"), None);
    }
}
