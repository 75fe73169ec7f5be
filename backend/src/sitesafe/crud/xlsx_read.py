"""Reading an uploaded .xlsx for import, bounded before and while it is parsed.

An .xlsx is a zip of XML parts, and small files can claim or hold a lot: a 1.7 KB sheet whose
`<dimension>` says A1:XFD1048576 made the reader pad a thousand million empty cells, and an 875 KB
shared-strings part unpacked to gigabytes. So the archive is checked first (entry count, declared sizes
and compression ratios; Python's zip reader never inflates an entry past its declared size), then the
declared dimension, and rows and columns are capped while reading. Runs in a worker process
(`xlsx_worker.py`) with memory and time limits of its own."""

from __future__ import annotations

import io
import zipfile
from datetime import date, datetime, time
from typing import Any

from openpyxl import load_workbook
from openpyxl.utils.exceptions import InvalidFileException

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.timefmt import format_date

MAX_ENTRIES = 100
MAX_PART_BYTES = 32 * 1024 * 1024
MAX_TOTAL_BYTES = 64 * 1024 * 1024
MAX_SHARED_STRINGS_BYTES = 16 * 1024 * 1024
# Parts above RATIO_FLOOR bytes may be at most MAX_RATIO times their compressed size (a zip bomb is ~1000).
MAX_RATIO = 200
RATIO_FLOOR = 1024 * 1024
MAX_COLUMNS = 256
# Highest row number read (blank rows are skipped, so it may exceed the data rows allowed).
MAX_ROW_NUMBER = 100_000

Rows = list[tuple[int, list[str | None]]]


def _refuse(message: str) -> AppError:
    return AppError(ErrorCode.PARAM_ERROR, message=message)


def check_archive(data: bytes) -> None:
    """Refuses (1012001) a file that is not a zip or whose parts are too many, too big or too packed."""
    if not data.startswith(b"PK"):
        raise _refuse("请上传.xlsx格式的Excel文件")
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            entries = archive.infolist()
    except (zipfile.BadZipFile, ValueError, OSError):
        raise _refuse("文件不是有效的Excel(.xlsx)文件") from None
    if len(entries) > MAX_ENTRIES:
        raise _refuse(f"文件结构异常：包含的部件超过{MAX_ENTRIES}个")
    total = 0
    for entry in entries:
        size = entry.file_size
        total += size
        limit = MAX_SHARED_STRINGS_BYTES if entry.filename.endswith("sharedStrings.xml") else MAX_PART_BYTES
        packed = size > RATIO_FLOOR and size > MAX_RATIO * max(entry.compress_size, 1)
        if size > limit or total > MAX_TOTAL_BYTES or packed:
            raise _refuse("文件内容过大或压缩比异常，无法导入（请减少数据量或拆分文件）")


def cell_text(value: Any) -> str | None:
    """A read cell as text: numbers without a spurious `.0`, dates in the wire format, blanks as None."""
    if value is None:
        return None
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, datetime):
        return format_date(value.date()) if value.time() == time() else value.strftime("%Y-%m-%d %H:%M:%S")
    if isinstance(value, date):
        return format_date(value)
    text = str(value).strip()
    return text or None


def read_xlsx(data: bytes, max_rows: int) -> tuple[list[str], Rows]:
    """The first sheet's header texts and its non-blank rows as (row number, cell texts)."""
    check_archive(data)
    try:
        book = load_workbook(io.BytesIO(data), read_only=True, data_only=True)
    except (zipfile.BadZipFile, InvalidFileException, KeyError, ValueError, OSError, IndexError):
        raise _refuse("文件不是有效的Excel(.xlsx)文件") from None
    try:
        if not book.worksheets:
            raise _refuse("文件中没有工作表")
        ws = book.worksheets[0]
        if (ws.max_row or 0) > MAX_ROW_NUMBER or (ws.max_column or 0) > MAX_COLUMNS:
            raise _refuse(f"文件声明的数据范围过大，最多{MAX_ROW_NUMBER}行、{MAX_COLUMNS}列")
        ws.reset_dimensions()  # read what is there, not what the file claims
        lines = enumerate(ws.iter_rows(max_col=MAX_COLUMNS, values_only=True), start=1)
        header = [cell_text(v) or "" for v in next(lines, (0, ()))[1]]
        while header and not header[-1]:
            header.pop()  # the padding up to MAX_COLUMNS
        rows: Rows = []
        for number, values in lines:
            if number > MAX_ROW_NUMBER:
                raise _refuse(f"文件行数超出限制，最多{MAX_ROW_NUMBER}行")
            if values.count(None) == len(values):
                continue  # a blank row (also the padding the reader yields for skipped row numbers)
            texts = [cell_text(v) for v in values]
            while texts and texts[-1] is None:
                texts.pop()
            if not texts:
                continue
            if len(rows) >= max_rows:
                raise _refuse(f"单次最多导入{max_rows}行数据")
            rows.append((number, texts))
    finally:
        book.close()
    return header, rows
