//! GTP commands of the reference bot: `ref-genmove`, `ref-nodes`, `ref-score`,
//! and its play-out setting (the bot itself: `crate::engine::refbot`).

use super::{arg, color_arg, Command, Gtp};

pub static COMMANDS: &[Command] = &[
    Command {
        name: "ref-genmove",
        handler: genmove,
    },
    Command {
        name: "ref-nodes",
        handler: |e, _| Ok(e.refbot_nodes().to_string()),
    },
    Command {
        name: "ref-score",
        handler: |e, _| Ok(format!("{:.6}", e.refbot_score())),
    },
    Command {
        name: "refbot_playouts",
        handler: set_playouts,
    },
];

fn genmove(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let color = color_arg(args, 0)?;
    let mv = e.ref_genmove(color)?;
    Ok(mv.to_vertex(e.board.size()))
}

fn set_playouts(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let n: u64 = arg(args, 0)?
        .parse()
        .map_err(|_| "playouts not an integer")?;
    e.set_refbot_playouts(n)?;
    Ok(String::new())
}

#[cfg(test)]
mod tests {
    use crate::gtp::{EngineConfig, Gtp};

    fn engine(playouts: u64) -> Gtp {
        let mut config = EngineConfig::default();
        config.refbot.playouts = playouts;
        config.refbot.seed = 7;
        Gtp::new(config)
    }

    #[test]
    fn genmove_plays_a_legal_move_and_reports_statistics() {
        let mut e = engine(500);
        e.execute("boardsize 9").unwrap();
        e.execute("komi 7.5").unwrap();
        e.execute("play black E5").unwrap();
        let mv = e.execute("ref-genmove white").unwrap();
        assert_ne!(mv, "E5");
        assert_eq!(e.execute(&format!("color {mv}")), Ok("white".into()));
        let nodes: u64 = e.execute("ref-nodes").unwrap().parse().unwrap();
        assert!(nodes >= 500, "{nodes}");
        let score: f64 = e.execute("ref-score").unwrap().parse().unwrap();
        assert!((0.0..=1.0).contains(&score));
    }

    #[test]
    fn same_seed_same_move_and_bad_sizes_fail() {
        let moves: Vec<String> = (0..2)
            .map(|_| {
                let mut e = engine(300);
                e.execute("boardsize 9").unwrap();
                e.execute("ref-genmove black").unwrap()
            })
            .collect();
        assert_eq!(moves[0], moves[1]);
        let mut e = engine(300);
        e.execute("boardsize 21").unwrap();
        assert!(e.execute("ref-genmove black").is_err());
        assert!(e.execute("refbot_playouts 0").is_err());
    }
}
