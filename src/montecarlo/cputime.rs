//! CPU time of the calling thread, so that play-out rates are not halved by a loaded machine.
//!
//! Read from Linux's `/proc/thread-self`: `schedstat` (nanoseconds on the CPU) when the kernel
//! provides it, otherwise `stat` (user + system clock ticks of 10 ms). Elsewhere there is no
//! reading and callers fall back to wall time.

use std::time::Duration;

/// Clock ticks per second of `/proc/*/stat` (`USER_HZ`, fixed at 100 by the Linux ABI).
const USER_HZ: u64 = 100;

/// CPU time the calling thread has used so far, or `None` where it cannot be read.
pub fn thread_cpu_time() -> Option<Duration> {
    from_schedstat().or_else(from_stat)
}

fn from_schedstat() -> Option<Duration> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: u64 = text.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(ns))
}

fn from_stat() -> Option<Duration> {
    let text = std::fs::read_to_string("/proc/thread-self/stat").ok()?;
    // The command name (field 2) is parenthesised and may hold spaces: count fields after it.
    // Field 3 is the first after it; utime and stime are fields 14 and 15.
    let rest = text.get(text.rfind(')')? + 1..)?;
    let mut fields = rest.split_whitespace().skip(11);
    let utime: u64 = fields.next()?.parse().ok()?;
    let stime: u64 = fields.next()?.parse().ok()?;
    Some(Duration::from_millis((utime + stime) * 1000 / USER_HZ))
}

/// Runs `f` and returns its result with the CPU time the calling thread spent in it
/// (`None` where CPU time cannot be read).
pub fn measure<T>(f: impl FnOnce() -> T) -> (T, Option<Duration>) {
    let start = thread_cpu_time();
    let value = f();
    let spent = match (start, thread_cpu_time()) {
        (Some(a), Some(b)) => Some(b.saturating_sub(a)),
        _ => None,
    };
    (value, spent)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn busy_work_takes_cpu_time_and_the_readings_agree() {
        let (sum, spent) = measure(|| (0..20_000_000u64).fold(0u64, |a, x| a ^ x.wrapping_mul(x)));
        std::hint::black_box(sum);
        if cfg!(target_os = "linux") {
            assert!(spent.expect("Linux reports thread CPU time") > Duration::ZERO);
            let (a, b) = (from_schedstat(), from_stat());
            if let (Some(a), Some(b)) = (a, b) {
                // Ticks lag nanoseconds by at most a tick or two.
                assert!(a + Duration::from_millis(50) >= b, "{a:?} vs {b:?}");
            }
        }
    }
}
