"""Export (the current filters, streamed from the database into a write-only workbook), the import
template, and import: every row is validated and checked first, and nothing is written unless all pass.

An import checks every row while it only reads, then writes all of them in one short transaction, so
that on SQLite (one writer at a time) sign-ins and other writes wait for the write only, not for the
checking of thousands of rows."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ValidationError
from starlette.responses import StreamingResponse

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.paging import PageParams
from sitesafe.core.validation import error_message
from sitesafe.crud.batch import ImportBatch
from sitesafe.crud.context import Act
from sitesafe.crud.excel import write_xlsx, xlsx_response
from sitesafe.crud.resource import ExcelColumn, Resource
from sitesafe.crud.service import CrudService, FieldError
from sitesafe.crud.xlsx_read import Rows

ImportReport = list[dict[str, Any]]


def _read(item: Any, key: str) -> Any:
    value = item
    for part in key.split("."):
        value = value.get(part) if isinstance(value, Mapping) else getattr(value, part, None)
        if value is None:
            return None
    return value


def column_value(item: Any, column: ExcelColumn) -> Any:
    value = _read(item, column.key)
    return column.format(value) if column.format is not None else value


def export_response(
    service: CrudService, act: Act, query: Any, params: PageParams | None
) -> StreamingResponse:
    """The rows matching the query in the requested order, as `<title>.xlsx`."""
    resource = service.resource
    columns = list(service.export_columns(act))
    batches = service.repo.stream(act.db, service.base_select(act), service.conditions(act, query), params)

    def rows() -> Iterator[list[Any]]:
        for batch in batches:
            for item in service.to_out(act, batch):
                yield [column_value(item, column) for column in columns]

    file = write_xlsx(resource.title, [c.header for c in columns], [c.width for c in columns], rows())
    return xlsx_response(file, f"{resource.title}.xlsx")


def _titles(model: type[BaseModel]) -> dict[str, str]:
    return {name: info.title or name for name, info in model.model_fields.items()}


def template_response(resource: Resource) -> StreamingResponse:
    """An empty workbook with the import columns, as `<title>导入模板.xlsx`."""
    assert resource.import_row is not None
    headers = list(_titles(resource.import_row).values())
    file = write_xlsx(resource.title, headers, [18] * len(headers), [])
    return xlsx_response(file, f"{resource.title}导入模板.xlsx")


def _entry(row: int, field: str | None, message: str) -> dict[str, Any]:
    return {"row": row, "field": field, "message": message}


def _refuse(report: ImportReport, total: int | None) -> AppError:
    report.sort(key=lambda e: e["row"])
    bad = len({e["row"] for e in report})
    message = (
        f"导入失败：共{total}行数据，其中{bad}行有误，未导入任何数据"
        if total
        else "导入失败：文件格式不正确，未导入任何数据"
    )
    return AppError(ErrorCode.PARAM_ERROR, message=message, data=report)


def _validation_entries(row: int, exc: ValidationError, titles: Mapping[str, str]) -> ImportReport:
    entries: ImportReport = []
    for error in exc.errors():
        loc = tuple(error.get("loc", ()))
        field = titles.get(str(loc[0])) if loc else None
        entries.append(_entry(row, field, error_message({**error, "loc": ("row", *loc)}, titles)))
    return entries


@dataclass
class ParsedImport:
    items: list[tuple[int, BaseModel]]  # (row number, validated row) of the rows that passed
    report: ImportReport  # every bad cell of the others
    total: int


def parse_import(resource: Resource, header: list[str], rows: Rows) -> ParsedImport:
    """The file's rows (`xlsx_worker.parse_xlsx`) validated one by one; a missing required column
    refuses the whole file."""
    model = resource.import_row
    assert model is not None
    titles = _titles(model)
    labels = {**titles, **{info.alias: titles[n] for n, info in model.model_fields.items() if info.alias}}
    position: dict[str, int] = {}
    for index, text in enumerate(header):
        name = next((n for n, t in titles.items() if t == text.strip().rstrip("*").strip()), None)
        if name is not None and name not in position:
            position[name] = index
    report = [
        _entry(1, titles[n], "缺少该列")
        for n, info in model.model_fields.items()
        if info.is_required() and n not in position
    ]
    if report:
        raise _refuse(report, None)
    if not rows:
        raise AppError(ErrorCode.PARAM_ERROR, message="导入文件中没有数据")
    items: list[tuple[int, BaseModel]] = []
    for number, texts in rows:
        # A blank cell is an absent value: required columns then read "…不能为空".
        values = {name: texts[i] for name, i in position.items() if i < len(texts) and texts[i] is not None}
        try:
            items.append((number, model.model_validate(values)))
        except ValidationError as exc:
            report += _validation_entries(number, exc, labels)
    return ParsedImport(items, report, len(rows))


def run_import(service: CrudService, act: Act, parsed: ParsedImport) -> int:
    """Checks every valid row against the database and the rows before it (reads only), then adds
    them all in one transaction; any refused row, here or in `parse_import`, writes nothing."""
    assert service.resource.import_row is not None
    titles = _titles(service.resource.import_row)
    report: ImportReport = list(parsed.report)
    batch = ImportBatch()
    for number, item in parsed.items:
        try:
            body = service.import_body(act, item, batch)
            batch.add(number, body, service.prepare_row(act, body, batch), service.resource.uniques)
        except FieldError as exc:
            report.append(_entry(number, titles.get(exc.field, exc.field), exc.message))
        except AppError as exc:
            report.append(_entry(number, None, exc.message))
        except ValidationError as exc:
            report += _validation_entries(number, exc, titles)
    act.db.rollback()  # end the reads (PostgreSQL): the write below starts a transaction of its own
    if report:
        raise _refuse(report, parsed.total)
    act.db.add_all(row for _, _, row in batch.items)
    act.db.flush()  # on SQLite this import holds the write lock from here to the commit
    report = _taken_meanwhile(service, act, batch, titles)
    if report:
        act.db.rollback()
        raise _refuse(report, parsed.total)
    for _, body, row in batch.items:
        service.after_import(act, body, row)
    act.commit()
    return parsed.total


def _taken_meanwhile(
    service: CrudService, act: Act, batch: ImportBatch, titles: Mapping[str, str]
) -> ImportReport:
    """Unique values another request stored while the rows were being checked (one query per rule and
    500 rows)."""
    report: ImportReport = []
    ids = set(batch.rows_by_id)
    for rule in service.resource.uniques:
        values = [getattr(row, rule.field) for _, _, row in batch.items]
        taken = service.repo.taken(act.db, rule, [v for v in values if v not in (None, "")], ids)
        for number, _, row in batch.items:
            if (getattr(row, rule.field), *(getattr(row, name) for name in rule.within)) in taken:
                report.append(
                    _entry(number, titles.get(rule.field, rule.field), rule.message or rule.error.message)
                )
    return report
