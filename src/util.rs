//! Small shared helpers: input files read whole within a size limit,
//! output files (plain ones written in place, atomic ones staged beside
//! their target and renamed over it; a device or FIFO written through, any
//! other file that is not a regular one refused), and channel receives that
//! poll briefly before they sleep.

use std::fs::{File, OpenOptions, Permissions};
use std::io::{self, Read, Write};
use std::os::unix::fs::PermissionsExt;
use std::os::unix::fs::{FileTypeExt, OpenOptionsExt};
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, RecvTimeoutError, TryRecvError};
use std::time::{Duration, Instant};

/// The most a text input of the runner (a suite, a test list, a run, a
/// baseline file, a pattern database) may hold.
pub const MAX_TEXT_INPUT: u64 = 256 << 20;

/// The whole of the input file `path`, at most `limit` bytes: a file
/// that is not a regular one (a device, a FIFO, a folder) or is larger is
/// refused with a clear error at once, so no input grows without bound or
/// waits forever.
pub fn read_input(path: &Path, limit: u64) -> io::Result<Vec<u8>> {
    let meta = std::fs::metadata(path)?;
    if !meta.is_file() {
        return Err(io::Error::other(format!(
            "{} is not a regular file",
            path.display()
        )));
    }
    if meta.len() > limit {
        return Err(too_large(path, limit));
    }
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    // A file that grows while it is read stops at the limit all the same.
    File::open(path)?.take(limit + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > limit {
        return Err(too_large(path, limit));
    }
    Ok(bytes)
}

fn too_large(path: &Path, limit: u64) -> io::Error {
    io::Error::other(format!(
        "{} is larger than {} MiB, the most an input may be",
        path.display(),
        limit >> 20
    ))
}

/// [`read_input`] as text (invalid UTF-8 replaced).
pub fn read_input_text(path: &Path, limit: u64) -> io::Result<String> {
    read_input(path, limit).map(|b| String::from_utf8_lossy(&b).into_owned())
}

/// What kind of file an output path names, symlinks followed.
enum OutputKind {
    /// Nothing yet, or a regular file: written as the caller writes files.
    File,
    /// A character device or a FIFO: written through, never replaced.
    Through,
}

/// The kind of output `target` (symlinks resolved) is, or why it may not
/// be written: a folder, a socket, a block device.
fn output_kind(target: &Path) -> io::Result<OutputKind> {
    let meta = match std::fs::metadata(target) {
        Ok(meta) => meta,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(OutputKind::File),
        Err(e) => return Err(e),
    };
    let kind = meta.file_type();
    if kind.is_file() {
        Ok(OutputKind::File)
    } else if kind.is_char_device() || kind.is_fifo() {
        Ok(OutputKind::Through)
    } else {
        Err(io::Error::other(format!(
            "{} exists and is not a regular file; not written over",
            target.display()
        )))
    }
}

/// Opens a device or FIFO for writing through it. A FIFO nobody reads is
/// refused at once (opened without waiting), not waited for.
fn open_through(target: &Path) -> io::Result<File> {
    let file = OpenOptions::new()
        .write(true)
        .custom_flags(libc::O_NONBLOCK)
        .open(target)
        .map_err(|e| match e.raw_os_error() {
            Some(libc::ENXIO) => {
                io::Error::other(format!("{} is a FIFO that nobody reads", target.display()))
            }
            _ => e,
        })?;
    // Writes then wait for the reader as plain writes do.
    // SAFETY: fcntl on a descriptor this function owns.
    let fd = std::os::fd::AsRawFd::as_raw_fd(&file);
    unsafe {
        let flags = libc::fcntl(fd, libc::F_GETFL);
        if flags >= 0 {
            libc::fcntl(fd, libc::F_SETFL, flags & !libc::O_NONBLOCK);
        }
    }
    Ok(file)
}

/// Opens a plain output: `-` is standard output; any other path is
/// created or truncated and written in place, so a symlink is followed
/// (its target written), a device such as `/dev/stdout` or a FIFO is
/// written through (a FIFO nobody reads is an error, not a wait), a
/// folder or other special file is refused, and an existing file keeps its
/// mode (a new one gets the usual `0666` less the umask).
pub fn create_output(path: &Path) -> io::Result<Box<dyn Write + Send>> {
    if path == Path::new("-") {
        return Ok(Box::new(io::stdout()));
    }
    let target = resolve_symlinks(path)?;
    let file = match output_kind(&target)? {
        OutputKind::Through => open_through(&target)?,
        OutputKind::File => OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(true)
            .open(path)?,
    };
    Ok(Box::new(io::BufWriter::new(file)))
}

/// Writes `bytes` to the plain output `path` (see [`create_output`]).
pub fn write_output(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let mut out = create_output(path)?;
    out.write_all(bytes)?;
    out.flush()
}

/// Where the symlinks starting at `path` lead: the path itself when it is
/// no symlink, and the missing target of a dangling one.
pub fn resolve_symlinks(path: &Path) -> io::Result<PathBuf> {
    let mut current = path.to_path_buf();
    for _ in 0..40 {
        match std::fs::symlink_metadata(&current) {
            Ok(meta) if meta.file_type().is_symlink() => {
                let target = std::fs::read_link(&current)?;
                current = if target.is_absolute() {
                    target
                } else {
                    folder_of(&current).join(target)
                };
            }
            Ok(_) => return Ok(current),
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(current),
            Err(e) => return Err(e),
        }
    }
    Err(io::Error::other(format!(
        "{}: too many levels of symbolic links",
        path.display()
    )))
}

fn folder_of(path: &Path) -> &Path {
    match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    }
}

/// New contents for a file, written and flushed to disk in a temporary
/// file beside the file's real location (symlinks resolved), with the
/// existing file's mode. Dropping it removes the temporary file;
/// [`Staged::commit`] renames it over the target. A device or FIFO target
/// is never replaced: the contents are written through it at the commit.
pub struct Staged {
    contents: Contents,
    target: PathBuf,
}

/// Where staged contents wait for their commit.
enum Contents {
    Temp(tempfile::NamedTempFile),
    Through(Vec<u8>),
}

impl Staged {
    /// Stage `bytes` as the new contents of `path`. A target that exists
    /// and is neither a regular file, a device nor a FIFO is refused.
    pub fn new(path: &Path, bytes: &[u8]) -> io::Result<Staged> {
        let target = resolve_symlinks(path)?;
        if let OutputKind::Through = output_kind(&target)? {
            return Ok(Staged {
                contents: Contents::Through(bytes.to_vec()),
                target,
            });
        }
        let mode = match std::fs::metadata(&target) {
            Ok(meta) => Some(meta.permissions()),
            Err(e) if e.kind() == io::ErrorKind::NotFound => None,
            Err(e) => return Err(e),
        };
        let mut file = tempfile::Builder::new()
            .prefix(".tesuji-")
            .permissions(Permissions::from_mode(0o666))
            .tempfile_in(folder_of(&target))?;
        if let Some(mode) = mode {
            file.as_file().set_permissions(mode)?;
        }
        file.write_all(bytes)?;
        file.as_file().sync_all()?;
        Ok(Staged {
            contents: Contents::Temp(file),
            target,
        })
    }

    /// The file the contents are for (symlinks resolved).
    pub fn target(&self) -> &Path {
        &self.target
    }

    /// Rename the staged file over its target (or write a device or
    /// FIFO target through).
    pub fn commit(self) -> io::Result<()> {
        match self.contents {
            Contents::Temp(file) => {
                file.persist(&self.target).map_err(|e| e.error)?;
            }
            Contents::Through(bytes) => {
                let mut out = open_through(&self.target)?;
                out.write_all(&bytes)?;
                out.flush()?;
            }
        }
        Ok(())
    }
}

/// Writes `bytes` to `path` atomically: staged beside the file's real
/// location (through symlinks, which stay), flushed, then renamed over it,
/// keeping its mode. Readers never see a partial file.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> io::Result<()> {
    Staged::new(path, bytes)?.commit()
}

/// Writes a report that is made in one piece: `-` is standard output,
/// any other path is written atomically (see [`write_atomically`]).
pub fn write_result(path: &Path, bytes: &[u8]) -> io::Result<()> {
    if path == Path::new("-") {
        let mut out = io::stdout().lock();
        out.write_all(bytes)?;
        return out.flush();
    }
    write_atomically(path, bytes)
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

    fn mode(path: &Path) -> u32 {
        std::fs::metadata(path).unwrap().permissions().mode() & 0o7777
    }

    #[test]
    fn atomic_writes_go_through_symlinks_and_keep_the_mode() {
        let dir = tempfile::tempdir().unwrap();
        let real = dir.path().join("real.txt");
        std::fs::write(&real, "old").unwrap();
        std::fs::set_permissions(&real, Permissions::from_mode(0o640)).unwrap();
        let link = dir.path().join("link.txt");
        std::os::unix::fs::symlink("real.txt", &link).unwrap();
        write_atomically(&link, b"new").unwrap();
        assert!(std::fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink());
        assert_eq!(std::fs::read_to_string(&real).unwrap(), "new");
        assert_eq!(mode(&real), 0o640);
        // A new file gets the mode any new file gets, not 0600.
        let fresh = dir.path().join("fresh.txt");
        write_atomically(&fresh, b"x").unwrap();
        let plain = dir.path().join("plain.txt");
        std::fs::write(&plain, "x").unwrap();
        assert_eq!(mode(&fresh), mode(&plain));
        // A dangling symlink: its target is created.
        let dangling = dir.path().join("dangling.txt");
        std::os::unix::fs::symlink("later.txt", &dangling).unwrap();
        write_atomically(&dangling, b"y").unwrap();
        assert_eq!(
            std::fs::read_to_string(dir.path().join("later.txt")).unwrap(),
            "y"
        );
        // Nothing else is left in the folder.
        let mut names: Vec<String> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        assert_eq!(
            names,
            [
                "dangling.txt",
                "fresh.txt",
                "later.txt",
                "link.txt",
                "plain.txt",
                "real.txt"
            ]
        );
    }

    #[test]
    fn plain_outputs_are_written_in_place() {
        let dir = tempfile::tempdir().unwrap();
        let real = dir.path().join("real.txt");
        std::fs::write(&real, "a much longer old text").unwrap();
        std::fs::set_permissions(&real, Permissions::from_mode(0o604)).unwrap();
        let link = dir.path().join("link.txt");
        std::os::unix::fs::symlink(&real, &link).unwrap();
        write_output(&link, b"short").unwrap();
        assert!(std::fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink());
        assert_eq!(std::fs::read_to_string(&real).unwrap(), "short");
        assert_eq!(mode(&real), 0o604);
        write_output(Path::new("/dev/null"), b"gone").unwrap();
        use std::os::unix::fs::FileTypeExt;
        assert!(std::fs::metadata("/dev/null")
            .unwrap()
            .file_type()
            .is_char_device());
    }

    #[test]
    fn a_stoppable_wait_ends_soon_after_the_stop() {
        use std::sync::atomic::{AtomicBool, Ordering};
        use std::sync::Arc;
        let (tx, rx) = mpsc::channel::<u8>();
        let stop = Arc::new(AtomicBool::new(false));
        let setter = Arc::clone(&stop);
        let start = Instant::now();
        std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(30));
            setter.store(true, Ordering::SeqCst);
        });
        assert_eq!(
            recv_until(&rx, Duration::from_secs(20), Some(&stop)),
            Received::Stopped
        );
        assert!(
            start.elapsed() < Duration::from_secs(2),
            "{:?}",
            start.elapsed()
        );
        // A message already there wins over the flag; without a stop, a timeout.
        tx.send(7).unwrap();
        assert_eq!(
            recv_until(&rx, Duration::from_secs(1), Some(&stop)),
            Received::Message(7)
        );
        stop.store(false, Ordering::SeqCst);
        assert_eq!(
            recv_until(&rx, Duration::from_millis(60), Some(&stop)),
            Received::Timeout
        );
        drop(tx);
        assert_eq!(
            recv_until(&rx, Duration::from_secs(1), None),
            Received::Disconnected
        );
    }

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
