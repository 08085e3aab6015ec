//! Switchable heuristics: typed settings that select between variants of an
//! evaluation at run time, so two variants can be compared in one run.
//!
//! Each switch is one field of [`Heuristics`] with an enum type of its own,
//! declared once in the `switches!` invocation below. From that declaration
//! come the name/value table [`SPECS`] and the text setters; the engine's
//! settings ([`crate::engine::Settings`]) hold the heuristics beside the
//! search limits, and their one `NAME=VALUE` grammar (`--set`, GTP
//! `set_heuristic`) and fingerprint cover the switches too. Analysis code
//! reads the typed fields and never a string.

/// The declaration of one switchable heuristic, for listings and help.
#[derive(Debug)]
pub struct Spec {
    pub name: &'static str,
    pub values: &'static [&'static str],
    pub default: &'static str,
    pub help: &'static str,
}

/// Why a setting was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HeuristicError {
    #[error("unknown heuristic '{0}' (known: {1})")]
    Unknown(String, String),
    #[error("heuristic '{name}' takes one of {allowed}, not '{value}'")]
    BadValue {
        name: String,
        value: String,
        allowed: String,
    },
}

/// A value type of one switch: its variants and their names. The first
/// variant declared is the default.
pub trait Switch: Copy + Eq + std::hash::Hash + Default + 'static {
    /// The name of each variant, in declaration order.
    const NAMES: &'static [&'static str];
    /// Every variant, in declaration order.
    const ALL: &'static [Self];
    /// The name of this variant, as `--set` and `set_heuristic` take it.
    fn name(self) -> &'static str;
    /// The variant called `text`.
    fn parse(text: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|v| v.name() == text)
    }
}

/// Declares the value enum of one switch; its first variant is the default.
macro_rules! switch_enum {
    ($(#[$meta:meta])* $ty:ident {
        $(#[$fmeta:meta])* $first:ident = $ftext:literal
        $(, $(#[$vmeta:meta])* $variant:ident = $text:literal)* $(,)?
    }) => {
        $(#[$meta])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
        pub enum $ty {
            $(#[$fmeta])* #[default] $first,
            $($(#[$vmeta])* $variant),*
        }

        impl Switch for $ty {
            const NAMES: &'static [&'static str] = &[$ftext $(, $text)*];
            const ALL: &'static [Self] = &[$ty::$first $(, $ty::$variant)*];
            fn name(self) -> &'static str {
                match self {
                    $ty::$first => $ftext,
                    $($ty::$variant => $text),*
                }
            }
        }
    };
}

/// Declares the fields of [`Heuristics`] and derives the name table and setters.
macro_rules! switches {
    ($($(#[$meta:meta])* $field:ident: $ty:ident = $help:literal),+ $(,)?) => {
        /// The current value of every heuristic switch.
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
        pub struct Heuristics {
            $($(#[$meta])* pub $field: $ty),+
        }

        /// Every switch with its allowed values and default, in declaration order.
        pub static SPECS: &[Spec] = &[$(Spec {
            name: stringify!($field),
            values: <$ty as Switch>::NAMES,
            default: <$ty as Switch>::NAMES[0],
            help: $help,
        }),+];

        impl Heuristics {
            /// Sets the switch `name` to the value called `value`.
            pub fn set(&mut self, name: &str, value: &str) -> Result<(), HeuristicError> {
                match name {
                    $(stringify!($field) => {
                        self.$field = parse_value::<$ty>(name, value)?;
                        Ok(())
                    })+
                    _ => Err(unknown(name)),
                }
            }

            /// The current value of `name`; `None` for an undeclared switch.
            pub fn get(&self, name: &str) -> Option<&'static str> {
                match name {
                    $(stringify!($field) => Some(self.$field.name()),)+
                    _ => None,
                }
            }
        }
    };
}

fn parse_value<T: Switch>(name: &str, value: &str) -> Result<T, HeuristicError> {
    T::parse(value).ok_or_else(|| HeuristicError::BadValue {
        name: name.to_string(),
        value: value.to_string(),
        allowed: T::NAMES.join("|"),
    })
}

fn unknown(name: &str) -> HeuristicError {
    let known: Vec<_> = SPECS.iter().map(|s| s.name).collect();
    HeuristicError::Unknown(name.to_string(), known.join(", "))
}

switch_enum! {
    /// Whether large compact eye spaces get a lower estimate (see `eyes::bulky`).
    BulkyEye {
        /// A bulky space counts as at most two eyes, pessimistically one.
        On = "on",
        /// Bulky spaces are estimated like any other large space.
        Off = "off",
    }
}

switch_enum! {
    /// How the surrounding moyo of a dragon is sized (see `influence::moyo`).
    Moyo {
        /// Each moyo point is shared by the closest worms of its colour.
        ClosestWorm = "closest-worm",
        /// Each moyo region touching the dragon counts whole.
        Segmentation = "segmentation",
    }
}

switch_enum! {
    /// Whether owl reads the moves of its pattern databases.
    OwlPatterns {
        On = "on",
        Off = "off",
    }
}

switch_enum! {
    /// Whether owl asks the life-and-death solver first (see `solver`).
    OwlSolver {
        On = "on",
        Off = "off",
    }
}

switches! {
    /// The bulky-eye estimate of large eye spaces.
    bulky_eye: BulkyEye = "lower the eye estimate of large compact (bulky) eye spaces",
    /// The surrounding moyo size of dragons.
    moyo: Moyo = "size a dragon's surrounding moyo by closest worms or by whole moyo regions",
    /// Owl's use of the owl pattern databases.
    owl_patterns: OwlPatterns = "let owl read the candidate moves of the owl pattern databases (patterns/owl_*.db)",
    /// Owl's use of the exact solver for enclosed groups.
    owl_solver: OwlSolver = "let owl ask the proof-number solver first when the group is enclosed and its region small",
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unknown_names_and_values_are_refused() {
        let mut h = Heuristics::default();
        assert!(matches!(
            h.set("nonsense", "1"),
            Err(HeuristicError::Unknown(..))
        ));
        for spec in SPECS {
            assert_eq!(h.get(spec.name), Some(spec.default));
            for v in spec.values {
                h.set(spec.name, v).unwrap();
                assert_eq!(h.get(spec.name), Some(*v));
            }
            assert!(h.set(spec.name, "no-such-value").is_err());
        }
    }

    /// The table entry `i` describes switch type `T` under `name`.
    fn agrees<T: Switch>(i: usize, name: &str) {
        let spec = &SPECS[i];
        assert_eq!(spec.name, name);
        assert_eq!(spec.default, T::default().name());
        let names: Vec<_> = T::ALL.iter().map(|v| v.name()).collect();
        assert_eq!(names, spec.values);
    }

    #[test]
    fn the_table_agrees_with_the_types() {
        assert_eq!(SPECS.len(), 4);
        agrees::<BulkyEye>(0, "bulky_eye");
        assert_eq!(SPECS[0].values, &["on", "off"]);
        agrees::<Moyo>(1, "moyo");
        assert_eq!(SPECS[1].values, &["closest-worm", "segmentation"]);
        agrees::<OwlPatterns>(2, "owl_patterns");
        assert_eq!(SPECS[2].values, &["on", "off"]);
    }

    #[test]
    fn typed_fields_follow_text_settings() {
        let mut h = Heuristics::default();
        h.set("bulky_eye", "off").unwrap();
        assert_eq!(h.bulky_eye, BulkyEye::Off);
        h.set("moyo", "segmentation").unwrap();
        assert_eq!(h.moyo, Moyo::Segmentation);
        h.set("owl_patterns", "off").unwrap();
        assert_eq!(h.owl_patterns, OwlPatterns::Off);
        assert_eq!(h.get("moyo"), Some("segmentation"));
    }
}
