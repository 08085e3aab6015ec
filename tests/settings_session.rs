//! A setting changed in the middle of a GTP session answers as a fresh
//! engine with that setting does: no cache (the staged analysis, owl's
//! verdicts and results) keeps an answer read under other settings.

mod common;

use tesuji::gtp::{EngineConfig, Gtp};

/// Every answer of `questions` on a fresh engine that ran `setup`.
fn fresh(setup: &[&str], questions: &[&str]) -> Vec<String> {
    let mut e = Gtp::new(EngineConfig::default());
    for command in setup {
        e.execute(command)
            .unwrap_or_else(|err| panic!("{command}: {err}"));
    }
    questions.iter().map(|q| answer(&mut e, q)).collect()
}

fn answer(e: &mut Gtp, question: &str) -> String {
    e.execute(question).unwrap_or_else(|err| format!("? {err}"))
}

/// Asks `questions` under the default settings, then under each of
/// `changes` in turn in the same session, and checks each round against a
/// fresh engine set up with that change alone.
fn check_session(load: &str, questions: &[&str], changes: &[&str]) {
    let mut e = Gtp::new(EngineConfig::default());
    e.execute(load).expect("loadsgf");
    for q in questions {
        answer(&mut e, q);
    }
    for change in changes {
        let (name, value) = change.split_once(' ').expect("NAME VALUE");
        e.execute(&format!("set_heuristic {name} {value}"))
            .expect("setting taken");
        let in_session: Vec<String> = questions.iter().map(|q| answer(&mut e, q)).collect();
        let setup = [load, &format!("set_heuristic {name} {value}")];
        assert_eq!(in_session, fresh(&setup, questions), "after `{change}`");
        e.execute(&format!(
            "set_heuristic {name} {}",
            tesuji::engine::Settings::default()
                .get(name)
                .expect("a setting")
        ))
        .expect("default restored");
    }
}

/// The owl answer that a stale cache kept: in GNU Go's `incident267.sgf`
/// at move 54, B6's dragon cannot live with the bulky-eye estimate on and
/// lives at B3 with it off (its large corner space then counts for more
/// eyes). Asked in one session, the second answer must be the second
/// setting's.
#[test]
fn an_owl_answer_follows_a_heuristic_switched_in_the_session() {
    let Some(games) = common::peer_path("regression/games") else {
        return;
    };
    let load = format!("loadsgf {}/incident267.sgf 54", games.display());
    let mut e = Gtp::new(EngineConfig::default());
    e.execute(&load).expect("loadsgf");
    assert_eq!(e.execute("owl_defend B6").as_deref(), Ok("0"));
    e.execute("set_heuristic bulky_eye off").expect("switch");
    assert_eq!(e.execute("owl_defend B6").as_deref(), Ok("1 B3"));
    let setup = [load.as_str(), "set_heuristic bulky_eye off"];
    assert_eq!(fresh(&setup, &["owl_defend B6"]), vec!["1 B3".to_string()]);
}

/// On a game of our own: owl, dragon and eye questions answer, after each
/// switch and limit is changed in the session, as on a fresh engine with
/// that setting.
#[test]
fn every_setting_changed_in_a_session_answers_as_a_fresh_engine() {
    let load = concat!(
        "loadsgf ",
        env!("CARGO_MANIFEST_DIR"),
        "/games/selfplay1.sgf 206"
    );
    let questions = [
        "owl_attack E19",
        "owl_defend E19",
        "dragon_status E19",
        "dragon_data E19",
        "attack E19",
        "eval_eye A19",
        "eye_data black A19",
    ];
    check_session(
        load,
        &questions,
        &[
            "bulky_eye off",
            "moyo segmentation",
            "owl_patterns off",
            "owl_node_limit 40",
            "owl_depth 4",
            "owl_width 2",
            "owl_lively_nodes 20",
            "reading_node_limit 300",
            "reading_depth 10",
            "connection_node_limit 50",
            "connection_depth 3",
        ],
    );
}
