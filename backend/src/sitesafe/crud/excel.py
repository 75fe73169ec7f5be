""".xlsx in and out: a write-only workbook spooled to a temporary file and streamed back, and a
read-only reader that turns every cell into text (or None) for validation."""

from __future__ import annotations

import io
import zipfile
from collections.abc import Iterable, Iterator, Sequence
from datetime import date, datetime, time
from tempfile import SpooledTemporaryFile
from typing import IO, Any
from urllib.parse import quote

from openpyxl import Workbook, load_workbook
from openpyxl.cell import WriteOnlyCell
from openpyxl.styles import Font, PatternFill
from openpyxl.utils import get_column_letter
from openpyxl.utils.exceptions import InvalidFileException
from starlette.responses import StreamingResponse

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.timefmt import format_date, format_datetime

XLSX_MEDIA_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
SPOOL_BYTES = 8 * 1024 * 1024
CHUNK_BYTES = 64 * 1024
MAX_SAFE_INTEGER = 2**53
_HEADER_FONT = Font(bold=True)
_HEADER_FILL = PatternFill("solid", fgColor="DDEBF7")


def cell_value(value: Any) -> Any:
    """A value as written to a cell: times in the wire format, booleans 是/否, 64-bit ids as text."""
    if value is None:
        return None
    if isinstance(value, bool):
        return "是" if value else "否"
    if isinstance(value, datetime):
        return format_datetime(value)
    if isinstance(value, date):
        return format_date(value)
    if isinstance(value, int) and abs(value) >= MAX_SAFE_INTEGER:
        return str(value)
    if isinstance(value, int | float | str):
        return value
    return str(value)


def write_xlsx(
    sheet: str, headers: Sequence[str], widths: Sequence[int], rows: Iterable[Sequence[Any]]
) -> IO[bytes]:
    """The workbook in a temporary file (memory up to 8 MB, then disk), positioned at its start."""
    book = Workbook(write_only=True)
    ws = book.create_sheet(title=sheet[:31])
    for index, width in enumerate(widths, start=1):
        ws.column_dimensions[get_column_letter(index)].width = width
    header_cells = []
    for text in headers:
        cell = WriteOnlyCell(ws, value=text)
        cell.font, cell.fill = _HEADER_FONT, _HEADER_FILL
        header_cells.append(cell)
    ws.append(header_cells)
    for values in rows:
        ws.append([cell_value(v) for v in values])
    out: IO[bytes] = SpooledTemporaryFile(max_size=SPOOL_BYTES)  # noqa: SIM115  (closed by the stream)
    book.save(out)
    out.seek(0)
    return out


def content_disposition(filename: str) -> str:
    """`attachment` with an ASCII fallback and the real (Chinese) name RFC 5987 encoded."""
    fallback = filename.encode("ascii", "ignore").decode() or "download.xlsx"
    if fallback.startswith("."):
        fallback = "download" + fallback
    return f"attachment; filename=\"{fallback}\"; filename*=UTF-8''{quote(filename)}"


def _chunks(file: IO[bytes]) -> Iterator[bytes]:
    try:
        while chunk := file.read(CHUNK_BYTES):
            yield chunk
    finally:
        file.close()


def xlsx_response(file: IO[bytes], filename: str) -> StreamingResponse:
    headers = {"content-disposition": content_disposition(filename), "cache-control": "no-store"}
    return StreamingResponse(_chunks(file), media_type=XLSX_MEDIA_TYPE, headers=headers)


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


def read_xlsx(data: bytes, max_rows: int) -> tuple[list[str], list[tuple[int, list[str | None]]]]:
    """The first sheet's header texts and its non-blank rows as (row number, cell texts)."""
    if not data.startswith(b"PK"):
        raise AppError(ErrorCode.PARAM_ERROR, message="请上传.xlsx格式的Excel文件")
    try:
        book = load_workbook(io.BytesIO(data), read_only=True, data_only=True)
    except (zipfile.BadZipFile, InvalidFileException, KeyError, ValueError, OSError):
        raise AppError(ErrorCode.PARAM_ERROR, message="文件不是有效的Excel(.xlsx)文件") from None
    try:
        ws = book.worksheets[0]
        lines = ws.iter_rows(values_only=True)
        header = [cell_text(v) or "" for v in next(lines, ())]
        rows: list[tuple[int, list[str | None]]] = []
        for number, values in enumerate(lines, start=2):
            texts = [cell_text(v) for v in values]
            if not any(t is not None for t in texts):
                continue
            if len(rows) >= max_rows:
                raise AppError(ErrorCode.PARAM_ERROR, message=f"单次最多导入{max_rows}行数据")
            rows.append((number, texts))
    finally:
        book.close()
    return header, rows
