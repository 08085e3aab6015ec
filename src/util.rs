//! Small shared helpers: atomic file writes, and channel receives that poll
//! briefly before they sleep.

use std::io::Write;
use std::path::Path;
use std::sync::mpsc::{Receiver, RecvTimeoutError, TryRecvError};
use std::time::{Duration, Instant};

/// Writes `bytes` to `path` atomically: a temporary file in the same folder,
/// flushed, then renamed over the target. Readers never see a partial file.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let mut tmp = tempfile::NamedTempFile::new_in(dir)?;
    tmp.write_all(bytes)?;
    tmp.as_file().sync_all()?;
    tmp.persist(path).map_err(|e| e.error)?;
    Ok(())
}

/// How long a receive polls before it sleeps. Regression commands follow
/// each other within microseconds and most take well under a millisecond,
/// while waking a sleeping thread costs tens of microseconds: polling for a
/// moment keeps that wake-up out of every command's time.
pub const POLL_BEFORE_SLEEP: Duration = Duration::from_micros(200);

/// A message that arrives within `poll`, polling (and yielding the core,
/// so the sender runs even on a shared core) until then.
fn try_receive_for<T>(rx: &Receiver<T>, poll: Duration) -> Result<T, TryRecvError> {
    let start = Instant::now();
    loop {
        match rx.try_recv() {
            Err(TryRecvError::Empty) if start.elapsed() < poll => std::thread::yield_now(),
            other => return other,
        }
    }
}

/// `rx.recv()`, polling for [`POLL_BEFORE_SLEEP`] first.
pub fn receive_soon<T>(rx: &Receiver<T>) -> Option<T> {
    match try_receive_for(rx, POLL_BEFORE_SLEEP) {
        Ok(v) => Some(v),
        Err(TryRecvError::Disconnected) => None,
        Err(TryRecvError::Empty) => rx.recv().ok(),
    }
}

/// `rx.recv_timeout(timeout)`, polling for [`POLL_BEFORE_SLEEP`] first.
pub fn recv_timeout_polled<T>(rx: &Receiver<T>, timeout: Duration) -> Result<T, RecvTimeoutError> {
    match try_receive_for(rx, POLL_BEFORE_SLEEP.min(timeout)) {
        Ok(v) => Ok(v),
        Err(TryRecvError::Disconnected) => Err(RecvTimeoutError::Disconnected),
        Err(TryRecvError::Empty) => rx.recv_timeout(timeout.saturating_sub(POLL_BEFORE_SLEEP)),
    }
}

/// What a wait for a message came to.
#[derive(Debug, PartialEq, Eq)]
pub enum Received<T> {
    Message(T),
    Timeout,
    Disconnected,
    /// The stop flag was set before a message came.
    Stopped,
}

/// How often a wait looks at its stop flag.
const STOP_CHECK: Duration = Duration::from_millis(50);

/// [`recv_timeout_polled`] that also gives up once `stop` is set (looked
/// at every [`STOP_CHECK`]; a message that is there wins over the flag).
pub fn recv_until<T>(
    rx: &Receiver<T>,
    timeout: Duration,
    stop: Option<&std::sync::atomic::AtomicBool>,
) -> Received<T> {
    let Some(stop) = stop else {
        return match recv_timeout_polled(rx, timeout) {
            Ok(v) => Received::Message(v),
            Err(RecvTimeoutError::Timeout) => Received::Timeout,
            Err(RecvTimeoutError::Disconnected) => Received::Disconnected,
        };
    };
    let deadline = Instant::now() + timeout;
    match try_receive_for(rx, POLL_BEFORE_SLEEP.min(timeout)) {
        Ok(v) => return Received::Message(v),
        Err(TryRecvError::Disconnected) => return Received::Disconnected,
        Err(TryRecvError::Empty) => {}
    }
    loop {
        if stop.load(std::sync::atomic::Ordering::SeqCst) {
            return Received::Stopped;
        }
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Received::Timeout;
        }
        match rx.recv_timeout(left.min(STOP_CHECK)) {
            Ok(v) => return Received::Message(v),
            Err(RecvTimeoutError::Disconnected) => return Received::Disconnected,
            Err(RecvTimeoutError::Timeout) => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::mpsc;

    #[test]
    fn polled_receives_get_early_late_and_missing_messages() {
        let (tx, rx) = mpsc::channel();
        tx.send(1).unwrap();
        assert_eq!(receive_soon(&rx), Some(1));
        let late = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(20));
            tx.send(2).unwrap();
            tx
        });
        // Arrives after the polling phase: the sleeping receive gets it.
        assert_eq!(recv_timeout_polled(&rx, Duration::from_secs(5)), Ok(2));
        let tx = late.join().unwrap();
        assert_eq!(
            recv_timeout_polled(&rx, Duration::from_millis(1)),
            Err(RecvTimeoutError::Timeout)
        );
        drop(tx);
        assert_eq!(receive_soon(&rx), None);
        assert_eq!(
            recv_timeout_polled(&rx, Duration::from_secs(5)),
            Err(RecvTimeoutError::Disconnected)
        );
    }
}
