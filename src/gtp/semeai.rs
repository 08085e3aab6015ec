//! GTP commands for capturing races: `analyze_semeai` and
//! `analyze_semeai_after_move`, answered as GNU Go answers them,
//! `semeai_tree` to write the explored race tree as SGF, and
//! `gogui-semeai` to show a race on GoGui's board.

use super::{color_arg, stone_arg, vertex_arg, vertices, Command, Gtp};
use crate::board::Move;
use crate::semeai::Outcome;
use crate::semeai::Semeai;

pub static COMMANDS: &[Command] = &[
    Command {
        name: "analyze_semeai",
        handler: analyze_semeai,
    },
    Command {
        name: "analyze_semeai_after_move",
        handler: analyze_semeai_after_move,
    },
    Command {
        name: "gogui-semeai",
        handler: gogui_semeai,
    },
    Command {
        name: "semeai_tree",
        handler: semeai_tree,
    },
];

/// GNU Go's reply: the result of the first dragon's defence, of the
/// attack on the second, and the first dragon's move (`PASS` when none is
/// needed, or when the race is lost).
fn reply(e: &Gtp, s: Semeai) -> String {
    let (defence, attack) = s.outcome.codes();
    let mv = s.mv.map_or(Move::Pass, Move::Play);
    format!("{defence} {attack} {}", mv.to_vertex(e.board.size()))
}

/// `analyze_semeai DRAGON1 DRAGON2`: the capturing race between the two
/// dragons, DRAGON1's owner moving first. `1 1 MOVE`: DRAGON1 wins the
/// race; `1 0 MOVE`: seki (or both live); `0 0 PASS`: DRAGON1 loses.
fn analyze_semeai(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let a = stone_arg(e, args, 0)?;
    let b = stone_arg(e, args, 1)?;
    let s = e.analyze_semeai(a, b).map_err(|err| err.to_string())?;
    Ok(reply(e, s))
}

/// `analyze_semeai_after_move VERTEX COLOR DRAGON1 DRAGON2`: the race
/// after COLOR plays VERTEX (taken back afterwards), its opponent moving
/// next; the results are still DRAGON1's defence and the attack on
/// DRAGON2.
fn analyze_semeai_after_move(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let mv = vertex_arg(e, args, 0)?;
    let color = color_arg(args, 1)?;
    let a = stone_arg(e, args, 2)?;
    let b = stone_arg(e, args, 3)?;
    if !e.board.is_empty(mv) {
        return Err("vertex must be empty".into());
    }
    match e
        .analyze_semeai_after_move(mv, color, a, b)
        .map_err(|err| err.to_string())?
    {
        Some(s) => Ok(reply(e, s)),
        None => Err("illegal move, or it captures one of the dragons".into()),
    }
}

/// `gogui-semeai V1 V2`: the race between the dragons at the first two
/// points selected, the first one's owner moving first, for GoGui's board
/// (gfx): the winner's stones green and the loser's red (both yellow for
/// a seki), the move labelled `M`, and the answer with its node count as
/// text.
fn gogui_semeai(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    if args.len() < 2 {
        return Err("select the two dragons of the race".into());
    }
    let a = stone_arg(e, args, 0)?;
    let b = stone_arg(e, args, 1)?;
    let before = e.board.nodes(crate::board::Counter::Semeai);
    let s = e.analyze_semeai(a, b).map_err(|err| err.to_string())?;
    let nodes = e.board.nodes(crate::board::Counter::Semeai) - before;
    let stones = |e: &mut Gtp, p| {
        e.dragons()
            .get(p)
            .map(|d| d.stones.clone())
            .unwrap_or_else(|| vec![p])
    };
    let (sa, sb) = (stones(e, a), stones(e, b));
    let (ca, cb) = match s.outcome {
        Outcome::Won => ("green", "red"),
        Outcome::Lost => ("red", "green"),
        Outcome::Seki => ("yellow", "yellow"),
    };
    let mut lines = vec![
        format!("COLOR {ca} {}", vertices(e, sa)),
        format!("COLOR {cb} {}", vertices(e, sb)),
    ];
    if let Some(m) = s.mv {
        lines.push(format!("LABEL {} M", m.to_vertex(e.board.size())));
    }
    lines.push(format!(
        "TEXT {} ({nodes} semeai nodes{})",
        reply(e, s),
        if s.proved { ", proved" } else { "" }
    ));
    Ok(lines.join("\n"))
}

/// `semeai_tree FILE DRAGON1 DRAGON2`: `analyze_semeai DRAGON1 DRAGON2`,
/// with the race search's explored tree written to FILE as SGF (each move
/// with the value read below it; at most 200,000 moves kept). Answers as
/// `analyze_semeai`.
fn semeai_tree(e: &mut Gtp, args: &[&str]) -> Result<String, String> {
    let file = super::arg(args, 0)?;
    if file == "-" {
        return Err(super::reading::STDOUT_IS_GTP.into());
    }
    let a = stone_arg(e, args, 1)?;
    let b = stone_arg(e, args, 2)?;
    let mut tree = crate::search::Tree::new(&e.board, 200_000);
    let s = e
        .analyze_semeai_recorded(a, b, Some(&mut tree))
        .map_err(|err| err.to_string())?;
    let size = e.board.size();
    let answer = reply(e, s);
    tree.annotate_root(&format!(
        "analyze_semeai {} {} -> {answer}{}",
        a.to_vertex(size),
        b.to_vertex(size),
        if tree.is_empty() {
            " (no liberty race: the dragons are out of contact, owl read them)"
        } else {
            ""
        }
    ));
    let path = e.resolve(file);
    crate::util::write_output(&path, tree.to_sgf().as_bytes())
        .map_err(|err| format!("cannot write '{file}': {err}"))?;
    Ok(answer)
}
