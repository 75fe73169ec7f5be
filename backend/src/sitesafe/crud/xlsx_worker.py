"""Parsing an uploaded workbook in a child process: at most WORKERS at once per server process, each with
a memory and CPU limit and killed after TIME_LIMIT seconds, so no file can tie up the request threads
or grow the server. The request waits for the child without holding a thread.

`python -m sitesafe.crud.xlsx_worker <max rows>` reads the file on stdin and writes JSON on stdout:
`{"header": [...], "rows": [[number, [texts]], ...]}` or `{"error": "<message for the user>"}`."""

from __future__ import annotations

import asyncio
import contextlib
import json
import resource
import sys
import threading

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.crud.xlsx_read import Rows, read_xlsx

WORKERS = 2
TIME_LIMIT = 60.0
MEMORY_LIMIT = 1024 * 1024 * 1024
_slots = threading.BoundedSemaphore(WORKERS)


def _refuse(message: str) -> AppError:
    return AppError(ErrorCode.PARAM_ERROR, message=message)


async def parse_xlsx(data: bytes, max_rows: int) -> tuple[list[str], Rows]:
    """The header and non-blank rows of the upload, read by a worker process; refusals are 1012001,
    and a server already parsing WORKERS files answers 1016005 at once (no queue to pile up)."""
    if not _slots.acquire(blocking=False):
        raise AppError(ErrorCode.SERVER_BUSY, message="导入任务较多，请稍后重试")
    try:
        proc = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            __name__,
            str(max_rows),
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.DEVNULL,
        )
        try:
            out, _ = await asyncio.wait_for(proc.communicate(data), TIME_LIMIT)
        except TimeoutError:
            raise _refuse("文件解析超时，请检查文件内容或拆分后再导入") from None
        finally:
            if proc.returncode is None:
                with contextlib.suppress(ProcessLookupError):
                    proc.kill()
                await proc.wait()
    finally:
        _slots.release()
    try:
        answer = json.loads(out)
    except ValueError:
        answer = None
    if not isinstance(answer, dict) or ("error" not in answer and "rows" not in answer):
        raise _refuse("文件过大或格式异常，无法解析")
    if "error" in answer:
        raise _refuse(str(answer["error"]))
    rows = [(int(number), texts) for number, texts in answer["rows"]]
    return list(answer["header"]), rows


def main() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))
    cpu = int(TIME_LIMIT)
    resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu))
    try:
        header, rows = read_xlsx(sys.stdin.buffer.read(), int(sys.argv[1]))
        answer: dict[str, object] = {"header": header, "rows": rows}
    except AppError as exc:
        answer = {"error": exc.message}
    except MemoryError:
        answer = {"error": "文件过大，无法解析"}
    except Exception:
        answer = {"error": "文件不是有效的Excel(.xlsx)文件"}
    sys.stdout.write(json.dumps(answer, ensure_ascii=False))


if __name__ == "__main__":
    main()
