#!/usr/bin/env python3
"""Makes the spreadsheet files of apps/server/src/imports/fixtures/ (issue 30) with the programs offices use.

LibreOffice (headless) saves the .xlsx, .ods and CSV files from flat OpenDocument sheets written here, so each cell's
kind (text, number, date, formula with its value) is the one a person would have typed; openpyxl writes the workbook
whose formula has no saved value, as a script would; Info-ZIP's `zip -fz` packs a workbook again in the ZIP64 layout,
as streaming writers and very large files have it. Run it again after changing a fixture:

    apt-get install -y libreoffice-calc-nogui python3-openpyxl zip
    /usr/bin/python3 scripts/make-import-fixtures.py

The files differ from run to run only in the dates the programs stamp inside them.
"""

from __future__ import annotations

import datetime
import shutil
import subprocess
import sys
import tempfile
import zipfile
from dataclasses import dataclass
from pathlib import Path
from xml.sax.saxutils import escape, quoteattr

import openpyxl

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "apps/server/src/imports/fixtures"

TRIP_HEADER = [
    "TruckNumber",
    "DONumber",
    "localDate",
    "Vendor",
    "DestinationFrom",
    "DestinationTo",
    "TruckType",
    "TransactionStatus",
    "Weight",
]


@dataclass
class Formula:
    """A formula cell in OpenFormula syntax with the value the spreadsheet saved beside it."""

    expression: str
    value: float


@dataclass
class Merged:
    """A text cell merged across `columns` columns, as a title over a table."""

    text: str
    columns: int


@dataclass
class Sheet:
    name: str
    rows: list[list[object]]
    hidden_columns: tuple[int, ...] = ()
    # Rows after the data that hold nothing but a fill colour: a spreadsheet saves them as rows.
    blank_rows: int = 0


def excel_serial(day: datetime.date) -> int:
    """The number Excel stores for a day (days from 30/12/1899)."""
    return (day - datetime.date(1899, 12, 30)).days


def cell_xml(value: object) -> str:
    if value is None:
        return "<table:table-cell/>"
    if isinstance(value, Merged):
        covered = "<table:covered-table-cell/>" * (value.columns - 1)
        return (
            f'<table:table-cell table:number-columns-spanned="{value.columns}" table:number-rows-spanned="1" '
            f'office:value-type="string"><text:p>{escape(value.text)}</text:p></table:table-cell>{covered}'
        )
    if isinstance(value, Formula):
        return (
            f'<table:table-cell table:formula={quoteattr("of:=" + value.expression)} office:value-type="float" '
            f'office:value="{value.value!r}"><text:p>{value.value!r}</text:p></table:table-cell>'
        )
    if isinstance(value, datetime.date):
        return (
            f'<table:table-cell table:style-name="day" office:value-type="date" '
            f'office:date-value="{value.isoformat()}"><text:p>{value:%d/%m/%Y}</text:p></table:table-cell>'
        )
    if isinstance(value, (int, float)):
        return (
            f'<table:table-cell office:value-type="float" office:value="{value!r}">'
            f"<text:p>{value!r}</text:p></table:table-cell>"
        )
    return f'<table:table-cell office:value-type="string"><text:p>{escape(str(value))}</text:p></table:table-cell>'


def sheet_xml(sheet: Sheet) -> str:
    width = max(sum(c.columns if isinstance(c, Merged) else 1 for c in row) for row in sheet.rows)
    columns = "".join(
        '<table:table-column table:style-name="co" table:visibility="collapse"/>'
        if i in sheet.hidden_columns
        else '<table:table-column table:style-name="co"/>'
        for i in range(width)
    )
    rows = "".join(f"<table:table-row>{''.join(cell_xml(c) for c in row)}</table:table-row>" for row in sheet.rows)
    if sheet.blank_rows:
        rows += (
            f'<table:table-row table:number-rows-repeated="{sheet.blank_rows}">'
            f'<table:table-cell table:style-name="filled" table:number-columns-repeated="{width}"/></table:table-row>'
        )
    return f"<table:table table:name={quoteattr(sheet.name)}>{columns}{rows}</table:table>"


def fods(sheets: list[Sheet]) -> str:
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
 xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"
 xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
 xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"
 xmlns:number="urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0"
 xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"
 xmlns:of="urn:oasis:names:tc:opendocument:xmlns:of:1.2"
 office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
<office:automatic-styles>
<number:date-style style:name="ddmmyyyy"><number:day number:style="long"/><number:text>/</number:text>
<number:month number:style="long"/><number:text>/</number:text><number:year number:style="long"/></number:date-style>
<style:style style:name="day" style:family="table-cell" style:parent-style-name="Default"
 style:data-style-name="ddmmyyyy"/>
<style:style style:name="filled" style:family="table-cell" style:parent-style-name="Default">
<style:table-cell-properties fo:background-color="#fff2cc"/></style:style>
<style:style style:name="co" style:family="table-column"><style:table-column-properties style:column-width="2.5cm"/>
</style:style>
</office:automatic-styles>
<office:body><office:spreadsheet>{"".join(sheet_xml(s) for s in sheets)}</office:spreadsheet></office:body>
</office:document>
"""


def soffice(work: Path, source: Path, convert_to: str) -> Path:
    """Opens `source` in LibreOffice and saves it as `convert_to` (an extension, or extension:filter:options)."""
    profile = (work / "profile").as_uri()
    subprocess.run(
        [
            "soffice",
            f"-env:UserInstallation={profile}",
            "--headless",
            "--convert-to",
            convert_to,
            "--outdir",
            str(work / "out"),
            str(source),
        ],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    return work / "out" / f"{source.stem}.{convert_to.split(':')[0]}"


def libreoffice(work: Path, name: str, sheets: list[Sheet], convert_to: str | None = None) -> None:
    """Writes `name` in fixtures/ as LibreOffice saves these sheets (by the name's extension, or `convert_to`)."""
    stem, extension = name.rsplit(".", 1)
    source = work / f"{stem}.fods"
    source.write_text(fods(sheets), encoding="utf-8")
    shutil.copyfile(soffice(work, source, convert_to or extension), OUT / name)


def info_zip64(work: Path, source: Path, name: str) -> None:
    """Writes `name` in fixtures/ as `source` packed again by Info-ZIP with `zip -fz`: a ZIP64 end record, and each
    entry's size in a ZIP64 extra field."""
    unpacked = work / f"{source.stem}-unpacked"
    with zipfile.ZipFile(source) as archive:
        names = archive.namelist()
        archive.extractall(unpacked)
    target = OUT / name
    target.unlink(missing_ok=True)
    subprocess.run(["zip", "-q", "-X", "-fz", str(target), *names], cwd=unpacked, check=True)


def trip(truck: str, do_number: str, day: object, vendor: str, route: tuple[str, str], kind: str, weight: object):
    return [truck, do_number, day, vendor, route[0], route[1], kind, "Open", weight]


SHARMA = "Sharma Roadlines"
BALAJI = "Balaji Carriers"
PUNE_MUMBAI = ("Pune", "Mumbai")
NASHIK_PUNE = ("Nashik", "Pune")


def nov(day: int) -> datetime.date:
    """A day of November 2026: before the day these files were made (27/11/2026), after no closed period."""
    return datetime.date(2026, 11, day)


def make(work: Path) -> None:
    # Stored accounts 000123456789 and 123456789012345678 typed in a General column: the zeros go, the rest rounds to
    # 15 digits. The third was typed as text ('000987654321') and keeps its zeros.
    libreoffice(
        work,
        "vendors-libreoffice.xlsx",
        [
            Sheet(
                "Vendors",
                [
                    ["companyName", "companyOwner", "tdsRate", "bankAccount"],
                    ["Zero Lead Transport", "Meena Iyer", 1, 123456789],
                    ["Long Account Movers", "Farhan Sheikh", 1, 123456789012346000],
                    ["Text Account Carriers", "Lakshmi Rao", 1, "000987654321"],
                ],
            )
        ],
    )

    # Weight = Gross - Tare, saved with the values LibreOffice computed.
    formula_header = [*TRIP_HEADER, "Gross", "Tare"]
    libreoffice(
        work,
        "trips-formulas.xlsx",
        [
            Sheet(
                "Trips",
                [
                    formula_header,
                    [*trip("KA05CD6789", "XF-1", nov(10), BALAJI, NASHIK_PUNE, "Bag", Formula("[.J2]-[.K2]", 10.0)),
                     24.25, 14.25],
                    [*trip("MH12AB1234", "XF-2", nov(10), SHARMA, PUNE_MUMBAI, "Bulker", Formula("[.J3]-[.K3]", 20.5)),
                     32.5, 12],
                ],
            )
        ],
    )

    # openpyxl writes the formula alone: no program has computed its value yet.
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "Trips"
    sheet.append(formula_header)
    sheet.append([*trip("MH12AB1234", "XF-3", "10/11/2026", SHARMA, PUNE_MUMBAI, "Bulker", "=J2-K2"), 32.5, 12])
    sheet.append([*trip("MH12AB1234", "XF-4", "10/11/2026", SHARMA, PUNE_MUMBAI, "Bulker", 10), None, None])
    book.save(OUT / "trips-openpyxl-formula.xlsx")

    make_zip64(work)

    libreoffice(
        work,
        "trips-truck-number.xlsx",
        [
            Sheet(
                "Trips",
                [
                    TRIP_HEADER,
                    trip("KA-34-EF-3003", "TN-1", "11/11/2026", SHARMA, PUNE_MUMBAI, "Bulker", 10),
                    trip("ka 34 ef 3003", "TN-2", "11/11/2026", SHARMA, PUNE_MUMBAI, "Bulker", 10),
                    trip("Ka.34.Ef.3003", "TN-3", "11/11/2026", SHARMA, PUNE_MUMBAI, "Bulker", 10),
                ],
            )
        ],
    )

    # CSV: the token list is LibreOffice's CSV filter options (separator, quote, character set as rtl_TextEncoding).
    vendor_header = ["companyName", "companyOwner", "tdsRate", "city"]
    # UTF-8 with a byte order mark, as Excel's "CSV UTF-8" saves it (LibreOffice 7.4 writes no BOM, so Python does).
    utf8_rows = [vendor_header, ["Nagpur Roadways", "Renée Dsouza", "1.5", "Nagpur"]]
    (OUT / "vendors-utf8-bom.csv").write_text(
        "".join(",".join(row) + "\r\n" for row in utf8_rows), encoding="utf-8-sig", newline=""
    )
    # UTF-16 LE with a byte order mark, tab between cells: Excel's "Unicode text".
    libreoffice(
        work,
        "vendors-utf16-tab.csv",
        [Sheet("Vendors", [vendor_header, ["Goa Transports", "José Fernandes", 2, "Margão"]])],
        "csv:Text - txt - csv (StarCalc):9,34,65535",
    )
    # Windows-1252 with semicolons, as a spreadsheet set to a European list separator saves it.
    libreoffice(
        work,
        "vendors-windows-1252.csv",
        [Sheet("Vendors", [vendor_header, ["Café Carriers", "André Pinto", 1, "Vasco"]])],
        "csv:Text - txt - csv (StarCalc):59,34,1",
    )

    # Each way an office writes a day: day first always.
    libreoffice(
        work,
        "trips-dates.xlsx",
        [
            Sheet(
                "Trips",
                [
                    TRIP_HEADER,
                    trip("MH12AB1234", "DT-1", nov(1), SHARMA, PUNE_MUMBAI, "Bulker", 10),
                    trip("MH12AB1234", "DT-2", excel_serial(nov(2)), SHARMA, PUNE_MUMBAI, "Bulker", 10),
                    trip("MH12AB1234", "DT-3", "03/11/2026", SHARMA, PUNE_MUMBAI, "Bulker", 10),
                    trip("MH12AB1234", "DT-4", "04-11-2026", SHARMA, PUNE_MUMBAI, "Bulker", 10),
                    trip("MH12AB1234", "DT-5", "05.11.2026", SHARMA, PUNE_MUMBAI, "Bulker", 10),
                    trip("MH12AB1234", "DT-6", "06-Nov-26", SHARMA, PUNE_MUMBAI, "Bulker", 10),
                    trip("MH12AB1234", "DT-7", "7 Nov 2026", SHARMA, PUNE_MUMBAI, "Bulker", 10),
                    trip("MH12AB1234", "DT-8", "2026-11-08", SHARMA, PUNE_MUMBAI, "Bulker", 10),
                ],
            )
        ],
    )
    libreoffice(
        work,
        "trips-impossible-day.xlsx",
        [
            Sheet(
                "Trips",
                [
                    TRIP_HEADER,
                    trip("MH12AB1234", "BD-1", "09/11/2026", SHARMA, PUNE_MUMBAI, "Bulker", 10),
                    trip("MH12AB1234", "BD-2", "31/02/2026", SHARMA, PUNE_MUMBAI, "Bulker", 10),
                ],
            )
        ],
    )

    libreoffice(
        work,
        "trips.ods",
        [
            Sheet(
                "Trips",
                [
                    TRIP_HEADER,
                    trip("KA05CD6789", "OD-1", nov(12), BALAJI, NASHIK_PUNE, "Bag", 12.5),
                    trip("MH12AB1234", "OD-2", "13/11/2026", SHARMA, PUNE_MUMBAI, "Bulker", "10"),
                ],
            )
        ],
    )

    libreoffice(
        work,
        "trips-title-row.xlsx",
        [
            Sheet(
                "Instructions",
                [
                    ["How to fill in the Trips sheet"],
                    ["TruckNumber: as on the Vehicle screen."],
                    ["localDate: the trip's day, dd/mm/yyyy."],
                ],
            ),
            Sheet(
                "Trips",
                [
                    [Merged("Trips for November 2026, Karnataka Freight Co", len(TRIP_HEADER))],
                    [None],
                    TRIP_HEADER,
                    trip("MH12AB1234", "TR-1", nov(14), SHARMA, PUNE_MUMBAI, "Bulker", 10),
                    trip("KA05CD6789", "TR-2", nov(14), BALAJI, NASHIK_PUNE, "Bag", 10),
                ],
            ),
        ],
    )
    libreoffice(
        work,
        "trips-no-header.xlsx",
        [
            Sheet(
                "Trips",
                [
                    trip("MH12AB1234", "NH-1", nov(15), SHARMA, PUNE_MUMBAI, "Bulker", 10),
                    trip("KA05CD6789", "NH-2", nov(15), BALAJI, NASHIK_PUNE, "Bag", 10),
                ],
            )
        ],
    )

    libreoffice(
        work,
        "trips-duplicate-row.xlsx",
        [
            Sheet(
                "Trips",
                [
                    TRIP_HEADER,
                    trip("MH12AB1234", "DU-1", nov(16), SHARMA, PUNE_MUMBAI, "Bulker", 10),
                    trip("KA05CD6789", "DU-2", nov(16), BALAJI, NASHIK_PUNE, "Bag", 10),
                    trip("MH12AB1234", "DU-1", nov(16), SHARMA, PUNE_MUMBAI, "Bulker", 10),
                ],
            )
        ],
    )

    # DriverName (ours) and Notes (not ours) hidden; styled blank rows under the data; a summary sheet after it.
    hidden_header = [*TRIP_HEADER[:3], "DriverName", "Notes", *TRIP_HEADER[3:]]

    def hidden_trip(do_number: str, driver: str, note: str, weight: float):
        row = trip("MH12AB1234", do_number, nov(17), SHARMA, PUNE_MUMBAI, "Bulker", weight)
        return [*row[:3], driver, note, *row[3:]]

    libreoffice(
        work,
        "trips-hidden-columns.xlsx",
        [
            Sheet(
                "Trips",
                [
                    hidden_header,
                    hidden_trip("HC-1", "Suresh Patil", "called the driver", 12.5),
                    hidden_trip("HC-2", "Imran Khan", "", 10),
                ],
                hidden_columns=(3, 4),
                blank_rows=5,
            ),
            Sheet(
                "Summary",
                [
                    ["Total weight", Formula("SUM([$Trips.K2:.K3])", 22.5)],
                    ["Checked by", "Accounts"],
                ],
            ),
        ],
    )


def make_zip64(work: Path) -> None:
    # Written by openpyxl, then packed again by Info-ZIP in the ZIP64 layout.
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "Trips"
    sheet.append(TRIP_HEADER)
    sheet.append(trip("MH12AB1234", "Z64-1", "12/11/2026", SHARMA, PUNE_MUMBAI, "Bulker", 18.25))
    sheet.append(trip("KA05CD6789", "Z64-2", "13/11/2026", BALAJI, NASHIK_PUNE, "Bag", 10))
    source = work / "trips-zip64-source.xlsx"
    book.save(source)
    info_zip64(work, source, "trips-zip64.xlsx")


def main() -> None:
    if shutil.which("soffice") is None:
        sys.exit("soffice not found: apt-get install -y libreoffice-calc-nogui")
    if shutil.which("zip") is None:
        sys.exit("zip not found: apt-get install -y zip")
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as work:
        make(Path(work))
    print(f"Wrote the fixtures in {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
