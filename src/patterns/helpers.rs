//! The helpers callable from constraints and actions: every helper is a
//! variant of [`Helper`], registered in [`REGISTRY`] with its name, arity and
//! kind. A pattern's expressions name helpers as text only until the pattern
//! is compiled: [`resolve`] turns each name into its `Helper` once, checking
//! the arity, and the evaluator (the `eval` module) dispatches on the typed
//! value, never on a string.

use std::fmt;

/// How many arguments a helper takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arity {
    Exact(usize),
    AtLeast(usize),
}

impl Arity {
    pub fn accepts(self, n: usize) -> bool {
        match self {
            Arity::Exact(k) => n == k,
            Arity::AtLeast(k) => n >= k,
        }
    }
}

impl fmt::Display for Arity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Arity::Exact(k) => write!(f, "{k}"),
            Arity::AtLeast(k) => write!(f, "{k} or more"),
        }
    }
}

/// Who computes a helper.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HelperKind {
    /// Computed here from the stones on the board alone.
    Board,
    /// Needs engine analysis (reading, dragons, eyes, influence); supplied via [`HelperContext`].
    Analysis,
    /// An action with a side effect on move generation; supplied via [`HelperContext`].
    Action,
    /// A hand-written helper named on the `:` line; supplied via [`HelperContext`].
    PatternHelper,
}

/// One registered helper.
#[derive(Clone, Copy, Debug)]
pub struct HelperSpec {
    pub helper: Helper,
    pub name: &'static str,
    pub arity: Arity,
    pub kind: HelperKind,
}

use Arity::{AtLeast, Exact};
use HelperKind::{Action, Analysis, Board as BoardOnlyKind, PatternHelper};

/// Declares [`Helper`] and [`REGISTRY`] from one table, so that the two cannot disagree.
macro_rules! registry {
    ($($variant:ident = $name:literal, $arity:expr, $kind:ident;)*) => {
        /// A registered helper: what a helper name of a constraint, action or `:` line
        /// resolves to when the pattern is compiled. `Helper as usize` indexes [`REGISTRY`].
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Helper {
            $(#[doc = $name] $variant,)*
        }

        /// Every helper used by GNU Go's databases (and ours), with arity and kind, in the
        /// order of [`Helper`]'s variants.
        pub const REGISTRY: &[HelperSpec] = &[
            $(HelperSpec { helper: Helper::$variant, name: $name, arity: $arity, kind: $kind },)*
        ];
    };
}

registry! {
    // Board-only helpers, implemented in this file.
    Lib = "lib", Exact(1), BoardOnlyKind;
    Olib = "olib", Exact(1), BoardOnlyKind;
    Xlib = "xlib", Exact(1), BoardOnlyKind;
    ApproxOlib = "approx_olib", Exact(1), BoardOnlyKind;
    ApproxXlib = "approx_xlib", Exact(1), BoardOnlyKind;
    LegalOmove = "legal_omove", Exact(1), BoardOnlyKind;
    LegalXmove = "legal_xmove", Exact(1), BoardOnlyKind;
    OSuicide = "o_suicide", Exact(1), BoardOnlyKind;
    XSuicide = "x_suicide", Exact(1), BoardOnlyKind;
    OSomewhere = "o_somewhere", AtLeast(1), BoardOnlyKind;
    XSomewhere = "x_somewhere", AtLeast(1), BoardOnlyKind;
    Ko = "ko", Exact(1), BoardOnlyKind;
    Wormsize = "wormsize", Exact(1), BoardOnlyKind;
    SameString = "same_string", Exact(2), BoardOnlyKind;
    OCapturesSomething = "o_captures_something", Exact(1), BoardOnlyKind;
    XCapturesSomething = "x_captures_something", Exact(1), BoardOnlyKind;
    // Tactical reading.
    Attack = "attack", Exact(1), Analysis;
    Defend = "defend", Exact(1), Analysis;
    DoesAttack = "does_attack", Exact(2), Analysis;
    DoesDefend = "does_defend", Exact(2), Analysis;
    SafeOmove = "safe_omove", Exact(1), Analysis;
    SafeXmove = "safe_xmove", Exact(1), Analysis;
    OdefendAgainst = "odefend_against", Exact(2), Analysis;
    XdefendAgainst = "xdefend_against", Exact(2), Analysis;
    OplayAttack = "oplay_attack", AtLeast(2), Analysis;
    XplayAttack = "xplay_attack", AtLeast(2), Analysis;
    OplayDefend = "oplay_defend", AtLeast(2), Analysis;
    XplayDefend = "xplay_defend", AtLeast(2), Analysis;
    OplayAttackEither = "oplay_attack_either", AtLeast(3), Analysis;
    XplayAttackEither = "xplay_attack_either", AtLeast(3), Analysis;
    OplayDefendBoth = "oplay_defend_both", AtLeast(3), Analysis;
    XplayDefendBoth = "xplay_defend_both", AtLeast(3), Analysis;
    OplayBreakThrough = "oplay_break_through", AtLeast(3), Analysis;
    XplayBreakThrough = "xplay_break_through", AtLeast(3), Analysis;
    OplayConnect = "oplay_connect", AtLeast(2), Analysis;
    XplayConnect = "xplay_connect", AtLeast(2), Analysis;
    OplayDisconnect = "oplay_disconnect", AtLeast(2), Analysis;
    XplayDisconnect = "xplay_disconnect", AtLeast(2), Analysis;
    OplayLib = "oplay_lib", AtLeast(2), Analysis;
    Xcut = "xcut", Exact(1), Analysis;
    Ocut = "ocut", Exact(1), Analysis;
    Lib2 = "lib2", Exact(1), Analysis;
    Lib3 = "lib3", Exact(1), Analysis;
    Lib4 = "lib4", Exact(1), Analysis;
    PotentialCutstone = "potential_cutstone", Exact(1), Analysis;
    SekiHelper = "seki_helper", Exact(1), Analysis;
    VitalChain = "vital_chain", Exact(1), Analysis;
    AdjacentToStoneInAtari = "adjacent_to_stone_in_atari", Exact(1), Analysis;
    AdjacentToDefendableStoneInAtari = "adjacent_to_defendable_stone_in_atari", Exact(1), Analysis;
    GoodAttackThreat = "good_attack_threat", Exact(2), Analysis;
    FinishKoHelper = "finish_ko_helper", Exact(1), Analysis;
    SqueezeKoHelper = "squeeze_ko_helper", Exact(1), Analysis;
    BackfillHelper = "backfill_helper", Exact(3), Analysis;
    ConnectAndCutHelper = "connect_and_cut_helper", Exact(3), Analysis;
    ConnectAndCutHelper2 = "connect_and_cut_helper2", Exact(3), Analysis;
    DisconnectHelper = "disconnect_helper", Exact(2), Analysis;
    BreakMirrorHelper = "break_mirror_helper", Exact(1), Analysis;
    DistrustTacticsHelper = "distrust_tactics_helper", Exact(1), Analysis;
    BentFourHelper = "bent_four_helper", Exact(1), Analysis;
    EdgeDoubleSente = "edge_double_sente", Exact(4), Analysis;
    XVisibleAlongEdge = "x_visible_along_edge", Exact(2), Analysis;
    OVisibleAlongEdge = "o_visible_along_edge", Exact(2), Analysis;
    // Dragons and status.
    Alive = "alive", Exact(1), Analysis;
    Dead = "dead", Exact(1), Analysis;
    Critical = "critical", Exact(1), Analysis;
    Unknown = "unknown", Exact(1), Analysis;
    Status = "status", Exact(1), Analysis;
    Weak = "weak", Exact(1), Analysis;
    Weakness = "weakness", Exact(1), Analysis;
    Genus = "genus", Exact(1), Analysis;
    Dragonsize = "dragonsize", Exact(1), Analysis;
    EffectiveSize = "effective_size", Exact(1), Analysis;
    SameDragon = "same_dragon", Exact(2), Analysis;
    HasAji = "has_aji", Exact(1), Analysis;
    OAliveSomewhere = "o_alive_somewhere", AtLeast(1), Analysis;
    XAliveSomewhere = "x_alive_somewhere", AtLeast(1), Analysis;
    IsSurrounded = "is_surrounded", Exact(1), Analysis;
    DoesSurround = "does_surround", Exact(2), Analysis;
    SurroundMap = "surround_map", Exact(2), Analysis;
    // Eyes.
    Eye = "eye", Exact(1), Analysis;
    ProperEye = "proper_eye", Exact(1), Analysis;
    MarginalEye = "marginal_eye", Exact(1), Analysis;
    Halfeye = "halfeye", Exact(1), Analysis;
    FalseEye = "false_eye", Exact(1), Analysis;
    MaxEyeValue = "max_eye_value", Exact(1), Analysis;
    ObviousFalseOeye = "obvious_false_oeye", Exact(1), Analysis;
    ObviousFalseXeye = "obvious_false_xeye", Exact(1), Analysis;
    // Owl.
    OwlEscapeValue = "owl_escape_value", Exact(1), Analysis;
    OwlGoalDragon = "owl_goal_dragon", Exact(1), Analysis;
    OwlEyespace = "owl_eyespace", Exact(1), Analysis;
    OwlBigEyespace = "owl_big_eyespace", Exact(1), Analysis;
    OwlProperEye = "owl_proper_eye", Exact(1), Analysis;
    OwlStrongDragon = "owl_strong_dragon", Exact(1), Analysis;
    OwlTopologicalEye = "owl_topological_eye", Exact(2), Analysis;
    OwlThreatens = "owl_threatens", Exact(2), Analysis;
    OwlMaxeye = "owl_maxeye", Exact(1), Analysis;
    OwlMineye = "owl_mineye", Exact(1), Analysis;
    OwlLunch = "owl_lunch", Exact(1), Analysis;
    OwlEyeSize = "owl_eye_size", Exact(1), Analysis;
    // Influence and territory.
    Xmoyo = "xmoyo", Exact(1), Analysis;
    Omoyo = "omoyo", Exact(1), Analysis;
    OmoyoOpposite = "omoyo_opposite", Exact(1), Analysis;
    Xarea = "xarea", Exact(1), Analysis;
    Oarea = "oarea", Exact(1), Analysis;
    Xterri = "xterri", Exact(1), Analysis;
    Oterri = "oterri", Exact(1), Analysis;
    FalseEyeTerritory = "false_eye_territory", Exact(1), Analysis;
    RemainingHandicapStones = "remaining_handicap_stones", Exact(0), Analysis;
    // Engine state read as a bare variable name.
    DoingScoring = "doing_scoring", Exact(0), Analysis;
    TotalHandicapStones = "total_handicap_stones", Exact(0), Analysis;
    // Actions.
    Antisuji = "antisuji", Exact(1), Action;
    Replace = "replace", Exact(2), Action;
    BackfillReplace = "backfill_replace", Exact(2), Action;
    AddConnectMove = "add_connect_move", Exact(2), Action;
    AddCutMove = "add_cut_move", Exact(2), Action;
    AddDefendBothMove = "add_defend_both_move", Exact(2), Action;
    TestAttackEitherMove = "test_attack_either_move", Exact(2), Action;
    Amalgamate = "amalgamate", Exact(2), Action;
    AmalgamateMostValuableHelper = "amalgamate_most_valuable_helper", Exact(3), Action;
    NotLunch = "not_lunch", Exact(2), Action;
    ThreatenToSave = "threaten_to_save", Exact(1), Action;
    ThreatenToCapture = "threaten_to_capture", Exact(1), Action;
    PreventAttackThreat = "prevent_attack_threat", Exact(1), Action;
    DefendAgainstAtari = "defend_against_atari", Exact(1), Action;
    KnownSafeMove = "known_safe_move", Exact(1), Action;
    NonOterritory = "non_oterritory", Exact(1), Action;
    NonXterritory = "non_xterritory", Exact(1), Action;
    MakeProperEye = "make_proper_eye", Exact(1), Action;
    RemoveHalfeye = "remove_halfeye", Exact(1), Action;
    RemoveEyepoint = "remove_eyepoint", Exact(1), Action;
    RemoveAttack = "remove_attack", Exact(1), Action;
    // Hand-written helpers named on `:` lines.
    ThrashAroundHelper = "thrash_around_helper", Exact(0), PatternHelper;
    JumpOutHelper = "jump_out_helper", Exact(0), PatternHelper;
    JumpOutFarHelper = "jump_out_far_helper", Exact(0), PatternHelper;
    HighHandicapHelper = "high_handicap_helper", Exact(0), PatternHelper;
    ReinforceHelper = "reinforce_helper", Exact(0), PatternHelper;
    ThrowInAtariHelper = "throw_in_atari_helper", Exact(0), PatternHelper;
    Cutstone2Helper = "cutstone2_helper", Exact(0), PatternHelper;
}

impl Helper {
    /// The registry entry of this helper.
    pub fn spec(self) -> &'static HelperSpec {
        &REGISTRY[self as usize]
    }

    /// The helper's name as written in `.db` files.
    pub fn name(self) -> &'static str {
        self.spec().name
    }

    pub fn arity(self) -> Arity {
        self.spec().arity
    }

    pub fn kind(self) -> HelperKind {
        self.spec().kind
    }

    /// Whether the helper is computed here from the board alone.
    pub fn is_board_only(self) -> bool {
        self.kind() == HelperKind::Board
    }

    /// The helper registered under `name`: the only lookup by name, done at compile time.
    pub fn from_name(name: &str) -> Option<Helper> {
        REGISTRY.iter().find(|s| s.name == name).map(|s| s.helper)
    }
}

impl fmt::Display for Helper {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Resolve a helper called in an expression with `nargs` arguments. The error says what is
/// wrong: an unknown name, a `:`-line helper (not callable in expressions), or the arity.
pub fn resolve(name: &str, nargs: usize) -> Result<Helper, String> {
    let Some(helper) = Helper::from_name(name) else {
        return Err(format!("unknown helper '{name}'"));
    };
    if helper.kind() == HelperKind::PatternHelper {
        return Err(format!(
            "'{name}' is a ':'-line helper, not callable in an expression"
        ));
    }
    if !helper.arity().accepts(nargs) {
        return Err(format!(
            "{name} takes {} argument(s), found {nargs}",
            helper.arity()
        ));
    }
    Ok(helper)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn registry_has_unique_names() {
        let mut names: Vec<_> = REGISTRY.iter().map(|s| s.name).collect();
        names.sort();
        let n = names.len();
        names.dedup();
        assert_eq!(n, names.len());
        for (i, s) in REGISTRY.iter().enumerate() {
            assert_eq!(s.helper as usize, i, "{}", s.name);
            assert_eq!(Helper::from_name(s.name), Some(s.helper));
        }
    }

    #[test]
    fn resolution_checks_names_and_arity() {
        assert_eq!(resolve("lib", 1), Ok(Helper::Lib));
        assert_eq!(resolve("oplay_attack", 4), Ok(Helper::OplayAttack));
        assert!(resolve("lib", 2)
            .unwrap_err()
            .contains("takes 1 argument(s), found 2"));
        assert!(resolve("nosuch", 1)
            .unwrap_err()
            .contains("unknown helper 'nosuch'"));
        assert!(resolve("jump_out_helper", 0)
            .unwrap_err()
            .contains("':'-line helper"));
    }
}
