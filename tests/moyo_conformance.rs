//! Surrounding moyo against GNU Go 3.8: the fixture `moyo-expected.txt` in
//! the shared peer data holds GNU Go's `moyo_size` (its closest-worm
//! variant) for 4,775 dragons after 393 `loadsgf` positions. Ours is
//! `moyo_size_post_owl` of the dragon through each GNU Go dragon's origin.
//! Prints, for both variants, the Spearman rank correlation, the share of
//! dragons within ±3 points and the means, and pins the closest-worm
//! figures the issue asks for (ρ ≥ 0.85, 60% within ±3).
//!
//! The influence constants were chosen before this comparison and checked
//! on the even-numbered positions of the fixture only; the odd-numbered
//! ones are printed apart as the positions that check never saw.

mod common;

use tesuji::board::Point;
use tesuji::engine::{Engine, EngineConfig};
use tesuji::heuristics::Moyo;

/// The least Spearman correlation accepted for the closest-worm variant.
const SPEARMAN_AT_LEAST: f64 = 0.85;
/// The least share of dragons within ±3 points, closest-worm variant.
const WITHIN_3_AT_LEAST: f64 = 0.60;

/// Ranks with ties sharing their mean rank.
fn ranks(v: &[f64]) -> Vec<f64> {
    let mut order: Vec<usize> = (0..v.len()).collect();
    order.sort_by(|&a, &b| v[a].total_cmp(&v[b]));
    let mut out = vec![0.0; v.len()];
    let mut i = 0;
    while i < order.len() {
        let mut j = i;
        while j + 1 < order.len() && v[order[j + 1]] == v[order[i]] {
            j += 1;
        }
        let mean = (i + j) as f64 / 2.0 + 1.0;
        for &k in &order[i..=j] {
            out[k] = mean;
        }
        i = j + 1;
    }
    out
}

fn pearson(a: &[f64], b: &[f64]) -> f64 {
    let n = a.len() as f64;
    let (ma, mb) = (a.iter().sum::<f64>() / n, b.iter().sum::<f64>() / n);
    let (mut sab, mut saa, mut sbb) = (0.0, 0.0, 0.0);
    for (x, y) in a.iter().zip(b) {
        sab += (x - ma) * (y - mb);
        saa += (x - ma) * (x - ma);
        sbb += (y - mb) * (y - mb);
    }
    sab / (saa * sbb).sqrt()
}

fn spearman(a: &[f64], b: &[f64]) -> f64 {
    pearson(&ranks(a), &ranks(b))
}

#[test]
fn ranks_share_ties_and_spearman_sees_order_only() {
    assert_eq!(ranks(&[3.0, 1.0, 3.0, 2.0]), vec![3.5, 1.0, 3.5, 2.0]);
    assert!((spearman(&[1.0, 2.0, 3.0], &[10.0, 20.0, 90.0]) - 1.0).abs() < 1e-12);
    assert!((spearman(&[1.0, 2.0, 3.0], &[3.0, 2.0, 1.0]) + 1.0).abs() < 1e-12);
}

/// Figures of one variant over a set of (ours, GNU Go's) pairs.
struct Figures {
    rho: f64,
    within_3: f64,
    mean_ours: f64,
    mean_theirs: f64,
}

fn figures(pairs: &[(f64, f64)]) -> Figures {
    let ours: Vec<f64> = pairs.iter().map(|p| p.0).collect();
    let theirs: Vec<f64> = pairs.iter().map(|p| p.1).collect();
    let n = pairs.len() as f64;
    Figures {
        rho: spearman(&ours, &theirs),
        within_3: pairs.iter().filter(|(a, b)| (a - b).abs() <= 3.0).count() as f64 / n,
        mean_ours: ours.iter().sum::<f64>() / n,
        mean_theirs: theirs.iter().sum::<f64>() / n,
    }
}

#[test]
fn surrounding_moyo_agrees_with_gnugo() {
    let Some(fixture) = common::peer_path("moyo-expected.txt") else {
        return;
    };
    let regression = common::peer_path("regression").expect("peer data");
    let text = std::fs::read_to_string(&fixture).expect("fixture readable");
    // Positions in file order, each with (origin, GNU Go's moyo_size).
    let positions: Vec<(String, Vec<(String, f64)>)> = common::fixture_positions(&text, 7)
        .into_iter()
        .map(|(args, dragons)| {
            let dragons = dragons
                .into_iter()
                .map(|f| (f[0].clone(), f[4].parse().expect("moyo_size")))
                .collect();
            (args, dragons)
        })
        .collect();
    assert_eq!(positions.len(), 393, "fixture positions");
    let variants = [Moyo::ClosestWorm, Moyo::Segmentation];
    // Per variant, per position: (ours, GNU Go's) per dragon.
    let results = tesuji::search::spawn_with_search_stack("moyo", move || {
        let mut out: Vec<Vec<Vec<(f64, f64)>>> = vec![Vec::new(); variants.len()];
        for (args, dragons) in &positions {
            let mut e = Engine::new(EngineConfig {
                base_dir: Some(regression.clone()),
                ..EngineConfig::default()
            });
            let mut words = args.split_whitespace();
            let file = words.next().unwrap();
            e.load_sgf(file, words.next())
                .unwrap_or_else(|err| panic!("cannot load {args}: {err}"));
            let size = e.board.size();
            for (v, &variant) in variants.iter().enumerate() {
                e.update_settings(|s| s.heuristics.moyo = variant);
                let ours = e.dragons().clone();
                let moyo = e.influence().moyo.clone();
                let pairs = dragons
                    .iter()
                    .map(|(origin, theirs)| {
                        let p = Point::parse_vertex(origin, size).expect("origin vertex");
                        let mine = ours
                            .get(p)
                            .and_then(|d| ours.iter().position(|x| x.origin == d.origin))
                            .map_or(0.0, |i| f64::from(moyo[i].size));
                        (mine, *theirs)
                    })
                    .collect();
                out[v].push(pairs);
            }
        }
        out
    })
    .expect("thread")
    .join()
    .expect("no panic");
    let mut all_closest = None;
    for (v, per_position) in results.iter().enumerate() {
        let name = variants[v];
        for (label, keep) in [("all", None), ("even", Some(0)), ("odd", Some(1))] {
            let pairs: Vec<(f64, f64)> = per_position
                .iter()
                .enumerate()
                .filter(|(i, _)| keep.is_none_or(|k| i % 2 == k))
                .flat_map(|(_, p)| p.iter().copied())
                .collect();
            let f = figures(&pairs);
            println!(
                "moyo={:<13} {label:<4} positions: {} dragons, Spearman {:.3}, within ±3 {:.1}%, \
                 mean {:.2} (GNU Go {:.2})",
                tesuji::heuristics::Switch::name(name),
                pairs.len(),
                f.rho,
                100.0 * f.within_3,
                f.mean_ours,
                f.mean_theirs
            );
            if label == "all" && name == Moyo::ClosestWorm {
                assert_eq!(pairs.len(), 4775, "fixture size changed");
                all_closest = Some(f);
            }
        }
    }
    let f = all_closest.expect("closest-worm figures");
    assert!(f.rho >= SPEARMAN_AT_LEAST, "Spearman {:.3}", f.rho);
    assert!(
        f.within_3 >= WITHIN_3_AT_LEAST,
        "within ±3 {:.3}",
        f.within_3
    );
}
