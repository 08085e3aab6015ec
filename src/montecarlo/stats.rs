//! Match statistics: Wilson score intervals for a win rate and the Elo difference it implies.

/// z for a two-sided 95% interval.
pub const Z95: f64 = 1.959_963_984_540_054;

/// The Wilson score interval `(low, high)` for `wins` successes in `games` trials at quantile `z`.
/// `wins` may be fractional (draws counted one half). Returns `(0, 1)` for zero games.
pub fn wilson_interval(wins: f64, games: f64, z: f64) -> (f64, f64) {
    if games <= 0.0 {
        return (0.0, 1.0);
    }
    let p = wins / games;
    let z2 = z * z;
    let denom = 1.0 + z2 / games;
    let centre = (p + z2 / (2.0 * games)) / denom;
    let half = z * (p * (1.0 - p) / games + z2 / (4.0 * games * games)).sqrt() / denom;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// The Elo difference for an expected score `p` (0..1): `-400 log10(1/p - 1)`;
/// infinite at 0 and 1.
pub fn elo_from_score(p: f64) -> f64 {
    if p <= 0.0 {
        f64::NEG_INFINITY
    } else if p >= 1.0 {
        f64::INFINITY
    } else {
        -400.0 * (1.0 / p - 1.0).log10()
    }
}

/// Formats an Elo figure (`+inf`/`-inf` at the ends, otherwise signed with one decimal).
pub fn format_elo(e: f64) -> String {
    if e == f64::INFINITY {
        "+inf".to_string()
    } else if e == f64::NEG_INFINITY {
        "-inf".to_string()
    } else {
        format!("{e:+.1}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_matches_known_values() {
        // 50 of 100: 0.4038 .. 0.5962 (standard tables).
        let (lo, hi) = wilson_interval(50.0, 100.0, Z95);
        assert!((lo - 0.4038).abs() < 1e-4, "{lo}");
        assert!((hi - 0.5962).abs() < 1e-4, "{hi}");
        // 0 of 10: 0 .. 0.2775.
        let (lo, hi) = wilson_interval(0.0, 10.0, Z95);
        assert_eq!(lo, 0.0);
        assert!((hi - 0.2775).abs() < 1e-4, "{hi}");
    }

    #[test]
    fn elo_is_zero_at_half_and_symmetric() {
        assert!(elo_from_score(0.5).abs() < 1e-12);
        assert!((elo_from_score(0.75) - 190.848).abs() < 1e-3);
        assert!((elo_from_score(0.25) + elo_from_score(0.75)).abs() < 1e-9);
        assert_eq!(format_elo(elo_from_score(1.0)), "+inf");
        assert_eq!(format_elo(elo_from_score(0.0)), "-inf");
    }
}
