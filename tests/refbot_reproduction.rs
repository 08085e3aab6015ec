//! Reproduces the published reference-bot figures (9x9, empty board, Black to move) with
//! 100,000 play-outs: moves per play-out and Black's win fraction.
//!
//! Published figures for 1,000,000 play-outs: komi 7.5: 111,047,843 moves, Black wins 0.421281;
//! komi 0.0: Black wins 0.524478. With 100,000 play-outs the standard error of the win fraction
//! is about 0.0016, so the tolerance of 0.005 is three standard errors.

use tesuji::board::Color;
use tesuji::montecarlo::{RefBot, RefBotConfig};

fn check(komi: f64, seed: u64, published_win: f64) {
    let mut bot = RefBot::new(RefBotConfig {
        playouts: 100_000,
        seed,
        threads: 1,
    });
    bot.clear(9).expect("9x9");
    bot.set_komi(komi);
    bot.search(Color::Black);
    let s = bot.last_stats();
    let mpp = s.moves_per_playout();
    let win = s.score();
    println!(
        "komi {komi}: {} moves, {mpp:.4} per play-out, black wins {win:.6} ± {:.6}, {:.0} play-outs/s",
        s.nodes,
        s.std_error(),
        s.playouts_per_second()
    );
    assert!(
        (mpp - 111.05).abs() < 0.3,
        "moves per play-out {mpp} (published 111.05)"
    );
    assert!(
        (win - published_win).abs() < 0.005,
        "black win fraction {win} (published {published_win})"
    );
}

#[test]
fn komi_7_5_matches_the_published_figures() {
    check(7.5, 11, 0.421281);
}

#[test]
fn komi_0_matches_the_published_figures() {
    check(0.0, 12, 0.524478);
}
