"""Run shell commands side by side, each line of their output prefixed with its name; fail when any fails.

    python tools/side_by_side.py "sqlite=cd backend && pytest" "postgresql=cd backend && ... pytest"

`make test-backend` runs the back-end suite on SQLite and on PostgreSQL at once (the two share nothing:
their own databases, Redis databases, MQTT topic prefixes and temporary folders), which on a 2-core
machine takes about the longer of the two instead of their sum. Each line is printed whole as it comes;
at the end one line per command says how it ended and how long it took.
"""

from __future__ import annotations

import subprocess
import sys
import threading
import time


def _run(name: str, command: str, lock: threading.Lock, started: float, codes: dict[str, int]) -> None:
    process = subprocess.Popen(command, shell=True, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    assert process.stdout is not None
    for raw in process.stdout:
        line = raw.decode("utf-8", "replace").rstrip("\n")
        with lock:
            print(f"[{name}] {line}", flush=True)
    code = process.wait()
    codes[name] = code
    minutes = (time.monotonic() - started) / 60
    with lock:
        ended = "passed" if code == 0 else f"FAILED (exit {code})"
        print(f"[{name}] {ended} after {minutes:.1f} min", flush=True)


def main(argv: list[str]) -> int:
    jobs: list[tuple[str, str]] = []
    for arg in argv:
        name, sep, command = arg.partition("=")
        if not sep or not name or not command:
            print(f"usage: side_by_side.py NAME=COMMAND ...  (got {arg!r})", file=sys.stderr)
            return 2
        jobs.append((name, command))
    lock = threading.Lock()
    started = time.monotonic()
    codes: dict[str, int] = {}
    threads = [
        threading.Thread(target=_run, args=(name, command, lock, started, codes)) for name, command in jobs
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    failed = [name for name, _ in jobs if codes.get(name) != 0]
    if failed:
        print(f"failed: {', '.join(failed)}", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
