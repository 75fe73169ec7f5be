"""The captcha pictures, in AJ-Captcha's sizes (its clients scale from them): for the block puzzle a
310 x 155 background with a piece-shaped hole and a 47-wide strip of the same height holding the piece at
the hole's height; for the click-word captcha a background with four characters, three to click."""

from __future__ import annotations

import base64
import io
import secrets
from dataclasses import dataclass

from PIL import Image, ImageDraw, ImageFilter, ImageFont

WIDTH, HEIGHT = 310, 155
PIECE = 47  # the strip's width and the piece's bounding box
_BODY = 38  # the square part of the piece; the tabs take the rest
_TAB = 6


@dataclass(frozen=True, slots=True)
class Puzzle:
    x: int
    background_png: str  # base64, no data: prefix
    piece_png: str


def _rand(low: int, high: int) -> int:
    return low + secrets.randbelow(high - low + 1)


def _colour() -> tuple[int, int, int]:
    return (_rand(40, 220), _rand(40, 220), _rand(40, 220))


def _background() -> Image.Image:
    top, bottom = _colour(), _colour()
    image = Image.new("RGB", (WIDTH, HEIGHT))
    draw = ImageDraw.Draw(image)
    for row in range(HEIGHT):
        mix = row / (HEIGHT - 1)
        colour = tuple(int(a + (b - a) * mix) for a, b in zip(top, bottom, strict=True))
        draw.line([(0, row), (WIDTH, row)], fill=colour)
    for _ in range(14):
        x, y, size = _rand(-20, WIDTH), _rand(-20, HEIGHT), _rand(12, 60)
        box = (x, y, x + size, y + _rand(12, 60))
        if secrets.randbelow(2):
            draw.ellipse(box, fill=_colour())
        else:
            draw.rectangle(box, fill=_colour())
    return image.filter(ImageFilter.SMOOTH)


def _mask() -> Image.Image:
    """The piece's outline: a square with a round tab on top and one on the right."""
    mask = Image.new("L", (PIECE, PIECE), 0)
    draw = ImageDraw.Draw(mask)
    top = PIECE - _BODY
    draw.rectangle((0, top, _BODY - 1, PIECE - 1), fill=255)
    cx = _BODY // 2
    draw.ellipse((cx - _TAB, top - _TAB - 2, cx + _TAB, top + _TAB - 2), fill=255)
    cy = top + _BODY // 2
    draw.ellipse((_BODY - _TAB + 2, cy - _TAB, _BODY + _TAB + 2, cy + _TAB), fill=255)
    return mask


def _png(image: Image.Image) -> str:
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", optimize=True)
    return base64.b64encode(buffer.getvalue()).decode()


def make_puzzle() -> Puzzle:
    background = _background()
    mask = _mask()
    x, y = _rand(PIECE + 10, WIDTH - PIECE - 5), _rand(5, HEIGHT - PIECE - 5)
    region = (x, y, x + PIECE, y + PIECE)

    piece = Image.new("RGBA", (PIECE, HEIGHT), (0, 0, 0, 0))
    cut = background.crop(region).convert("RGBA")
    cut.putalpha(mask)
    piece.paste(cut, (0, y), cut)
    edge = mask.filter(ImageFilter.FIND_EDGES)
    piece.paste(Image.new("RGBA", (PIECE, PIECE), (255, 255, 255, 230)), (0, y), edge)

    hole = Image.new("RGB", (PIECE, PIECE), (30, 30, 30))
    shade = mask.point(lambda v: v * 150 // 255)
    background.paste(hole, (x, y), shade)
    return Puzzle(x=x, background_png=_png(background), piece_png=_png(piece))


# Glyphs that do not look alike (no 0/O, 1/I/L); Pillow's bundled font has no CJK characters.
_GLYPHS = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
WORDS_SHOWN, WORDS_ASKED = 4, 3
_FONT_SIZE = 30


@dataclass(frozen=True, slots=True)
class ClickWords:
    words: list[str]  # to click, in order
    centres: list[tuple[int, int]]  # of those words
    background_png: str


def make_click_words() -> ClickWords:
    background = _background()
    draw = ImageDraw.Draw(background)
    font = ImageFont.load_default(size=_FONT_SIZE)
    glyphs = list(_GLYPHS)
    chosen: list[str] = []
    for _ in range(WORDS_SHOWN):
        chosen.append(glyphs.pop(secrets.randbelow(len(glyphs))))
    zone = WIDTH // WORDS_SHOWN  # one character per zone: they never overlap
    centres = []
    for index, glyph in enumerate(chosen):
        cx = index * zone + _rand(_FONT_SIZE // 2 + 4, zone - _FONT_SIZE // 2 - 4)
        cy = _rand(_FONT_SIZE // 2 + 6, HEIGHT - _FONT_SIZE // 2 - 6)
        draw.text(
            (cx, cy), glyph, font=font, anchor="mm", fill=_colour(), stroke_width=2, stroke_fill="white"
        )
        centres.append((cx, cy))
    order = list(range(WORDS_SHOWN))
    asked = [order.pop(secrets.randbelow(len(order))) for _ in range(WORDS_ASKED)]
    return ClickWords(
        words=[chosen[i] for i in asked],
        centres=[centres[i] for i in asked],
        background_png=_png(background),
    )
