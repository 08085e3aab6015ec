//! Threads with room for deep searches. A search uses about 1 KB of stack
//! per ply; every search is bounded by a ply cap derived from
//! [`SEARCH_STACK`] ([`MAX_PLY_LIMIT`]), and runs either in place, on a
//! thread started by [`spawn_with_search_stack`] (the GTP loop, the
//! runner's engine threads), or on a [`StackWorker`]: one long-lived thread
//! with a large stack to which any other caller hands its search.

use std::any::Any;
use std::cell::Cell;
use std::sync::mpsc;

/// Stack size of the thread a search runs on. A ply of search uses about
/// 1 KB of stack (measured: 200 KB at ply 254); [`MAX_PLY_LIMIT`] keeps
/// every search far inside this.
pub const SEARCH_STACK: usize = 16 << 20;
/// Hard upper bound on any search's ply cap (8 KB of stack per ply).
pub const MAX_PLY_LIMIT: usize = SEARCH_STACK / (8 << 10);
/// Stack left to the caller of [`spawn_with_search_stack`] on top of a
/// search's own [`SEARCH_STACK`] (command dispatch, eye and worm analysis).
const CALLER_STACK: usize = 8 << 20;

thread_local! {
    /// Whether this thread was started by [`spawn_with_search_stack`].
    static ON_SEARCH_STACK: Cell<bool> = const { Cell::new(false) };
}

/// Whether the calling thread has room for a search (it was started by
/// [`spawn_with_search_stack`]).
#[inline]
pub fn on_search_stack() -> bool {
    ON_SEARCH_STACK.with(Cell::get)
}

/// Starts a thread whose stack has room for searches, so that searches
/// called from it run in place instead of being handed to a worker.
pub fn spawn_with_search_stack<F, T>(
    name: &str,
    f: F,
) -> std::io::Result<std::thread::JoinHandle<T>>
where
    F: FnOnce() -> T + Send + 'static,
    T: Send + 'static,
{
    std::thread::Builder::new()
        .name(name.into())
        .stack_size(SEARCH_STACK + CALLER_STACK)
        .spawn(move || {
            ON_SEARCH_STACK.with(|on| on.set(true));
            f()
        })
}

type Job = Box<dyn FnOnce() -> Box<dyn Any + Send> + Send>;
/// A job's reply: its value, or its panic.
type Reply = std::thread::Result<Box<dyn Any + Send>>;
/// The worker's two ends: jobs in, replies out.
type Channels = (mpsc::SyncSender<Job>, mpsc::Receiver<Reply>);

/// A long-lived thread with a large stack on which searches run, so that a
/// search from an ordinary thread costs a hand-over, not a thread start.
/// The thread starts with the first job and ends with the worker.
#[derive(Default)]
pub struct StackWorker {
    channels: Option<Channels>,
}

impl StackWorker {
    /// Runs `job` on the worker's thread and returns its result; a panic of
    /// the job is resumed on the calling thread.
    pub fn run<T: Send + 'static>(&mut self, job: impl FnOnce() -> T + Send + 'static) -> T {
        let (jobs, done) = self.channels.get_or_insert_with(start);
        let job: Job = Box::new(move || Box::new(job()) as Box<dyn Any + Send>);
        let reply = match jobs.send(job) {
            Ok(()) => done.recv().ok(),
            Err(_) => None,
        };
        // The thread never stops while we hold its channels.
        let Some(reply) = reply else {
            panic!("the search thread stopped");
        };
        match reply {
            Ok(value) => match value.downcast::<T>() {
                Ok(v) => *v,
                Err(_) => unreachable!("a job's reply has the job's type"),
            },
            Err(panic) => std::panic::resume_unwind(panic),
        }
    }
}

fn start() -> Channels {
    let (jobs, job_rx) = mpsc::sync_channel::<Job>(1);
    let (done_tx, done) = mpsc::sync_channel(1);
    std::thread::Builder::new()
        .name("search".into())
        .stack_size(SEARCH_STACK)
        .spawn(move || {
            ON_SEARCH_STACK.with(|on| on.set(true));
            for job in job_rx {
                let reply = std::panic::catch_unwind(std::panic::AssertUnwindSafe(job));
                if done_tx.send(reply).is_err() {
                    return;
                }
            }
        })
        .expect("cannot start the search thread");
    (jobs, done)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn jobs_run_on_a_search_stack_and_panics_come_back() {
        let mut w = StackWorker::default();
        assert!(w.run(on_search_stack));
        assert_eq!(w.run(|| 6 * 7), 42);
        let caught = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            w.run(|| -> u8 { panic!("in the job") })
        }));
        assert!(caught.is_err());
        // The worker survives a panicking job.
        assert_eq!(w.run(|| "still here"), "still here");
    }
}
