""".xlsx out: a workbook written row by row as SpreadsheetML into a spooled temporary file and streamed
back. (Reading an uploaded one is `xlsx_read.py`.)"""

from __future__ import annotations

import math
import zipfile
from collections.abc import Iterable, Iterator, Sequence
from datetime import date, datetime
from tempfile import SpooledTemporaryFile
from typing import IO, Any
from urllib.parse import quote

from starlette.responses import StreamingResponse

from sitesafe.core.timefmt import format_date, format_datetime

XLSX_MEDIA_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
SPOOL_BYTES = 8 * 1024 * 1024
CHUNK_BYTES = 64 * 1024
MAX_SAFE_INTEGER = 2**53


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


_CONTENT_TYPES = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
    '<Default Extension="xml" ContentType="application/xml"/>'
    '<Override PartName="/xl/workbook.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
    '<Override PartName="/xl/worksheets/sheet1.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
    '<Override PartName="/xl/styles.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>'
    "</Types>"
)
_ROOT_RELS = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    '<Relationship Id="rId1" '
    'Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" '
    'Target="xl/workbook.xml"/></Relationships>'
)
_WORKBOOK_RELS = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    '<Relationship Id="rId1" '
    'Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" '
    'Target="worksheets/sheet1.xml"/>'
    '<Relationship Id="rId2" '
    'Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" '
    'Target="styles.xml"/></Relationships>'
)
# Style 0: default; style 1: the header row (bold on light blue).
_STYLES = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
    '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'
    '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font>'
    '<font><b/><sz val="11"/><name val="Calibri"/></font></fonts>'
    '<fills count="3"><fill><patternFill patternType="none"/></fill>'
    '<fill><patternFill patternType="gray125"/></fill>'
    '<fill><patternFill patternType="solid"><fgColor rgb="FFDDEBF7"/><bgColor indexed="64"/>'
    "</patternFill></fill>"
    "</fills>"
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>'
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>'
    '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>'
    '<xf numFmtId="0" fontId="1" fillId="2" borderId="0" xfId="0" applyFont="1" applyFill="1"/></cellXfs>'
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>'
    "</styleSheet>"
)
# Characters XML 1.0 cannot carry (control characters other than tab, newline, carriage return).
_INVALID_XML = dict.fromkeys([*range(0, 9), 11, 12, *range(14, 32), 0xFFFE, 0xFFFF])
_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;"})
_ROWS_PER_WRITE = 500


def _xml_text(text: str) -> str:
    return text.translate(_INVALID_XML).translate(_ESCAPES)


def _column_letters(count: int) -> list[str]:
    letters: list[str] = []
    for index in range(1, count + 1):
        name = ""
        while index:
            index, rest = divmod(index - 1, 26)
            name = chr(65 + rest) + name
        letters.append(name)
    return letters


def _cell(ref: str, value: Any, style: str = "") -> str:
    value = cell_value(value)
    if value is None or value == "":
        return ""
    if isinstance(value, int) or (isinstance(value, float) and math.isfinite(value)):
        return f'<c r="{ref}"{style}><v>{value!r}</v></c>'
    text = _xml_text(str(value))
    space = ' xml:space="preserve"' if text != text.strip() else ""
    return f'<c r="{ref}"{style} t="inlineStr"><is><t{space}>{text}</t></is></c>'


def _sheet_parts(
    headers: Sequence[str], widths: Sequence[int], rows: Iterable[Sequence[Any]]
) -> Iterator[str]:
    """The worksheet XML in pieces: header row frozen at the top, then the data rows."""
    letters = _column_letters(max(len(headers), 1))
    cols = "".join(
        f'<col min="{i}" max="{i}" width="{w}" customWidth="1"/>' for i, w in enumerate(widths, start=1)
    )
    yield (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'
        '<sheetViews><sheetView workbookViewId="0">'
        '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>'
        "</sheetView></sheetViews>"
        + (f"<cols>{cols}</cols>" if cols else "")
        + "<sheetData>"
        + '<row r="1">'
        + "".join(_cell(f"{letters[i]}1", h, ' s="1"') for i, h in enumerate(headers))
        + "</row>"
    )
    pending: list[str] = []
    for number, values in enumerate(rows, start=2):
        cells = "".join(_cell(f"{letters[i]}{number}", v) for i, v in enumerate(values[: len(letters)]))
        pending.append(f'<row r="{number}">{cells}</row>')
        if len(pending) >= _ROWS_PER_WRITE:
            yield "".join(pending)
            pending.clear()
    pending.append("</sheetData></worksheet>")
    yield "".join(pending)


def write_xlsx(
    sheet: str, headers: Sequence[str], widths: Sequence[int], rows: Iterable[Sequence[Any]]
) -> IO[bytes]:
    """The workbook in a temporary file (memory up to 8 MB, then disk), positioned at its start.

    Written directly as SpreadsheetML (inline strings, one style for the frozen header row): rows are
    consumed as they come, so memory stays flat however many rows there are."""
    out: IO[bytes] = SpooledTemporaryFile(max_size=SPOOL_BYTES)  # noqa: SIM115  (closed by the stream)
    title = _xml_text(sheet[:31]).replace("/", " ") or "Sheet1"
    workbook = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" '
        'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">'
        f'<sheets><sheet name="{title}" sheetId="1" r:id="rId1"/></sheets></workbook>'
    )
    with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=5) as archive:
        archive.writestr("[Content_Types].xml", _CONTENT_TYPES)
        archive.writestr("_rels/.rels", _ROOT_RELS)
        archive.writestr("xl/workbook.xml", workbook)
        archive.writestr("xl/_rels/workbook.xml.rels", _WORKBOOK_RELS)
        archive.writestr("xl/styles.xml", _STYLES)
        with archive.open("xl/worksheets/sheet1.xml", "w", force_zip64=True) as part:
            for piece in _sheet_parts(headers, widths, rows):
                part.write(piece.encode("utf-8"))
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
