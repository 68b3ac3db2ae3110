//! The CPU time of the running thread, shared by the timing examples: on a shared machine the
//! wall clock also counts other jobs' turns.

/// The CPU seconds this thread has used, to 10 ms, where Linux tells (`/proc/thread-self/stat`,
/// at 100 ticks a second).
pub fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").ok()?;
    let fields: Vec<&str> = stat.rsplit(')').next()?.split_whitespace().collect();
    let ticks: u64 = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    Some(ticks as f64 / 100.0)
}
