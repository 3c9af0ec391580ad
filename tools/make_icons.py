"""Renders the application icon SVG to the PNG sizes desktops use (packaging/icons/hicolor)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

APP_ID = "io.github.skatdesktop.SkatDesktop"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def main() -> int:
    root = Path(__file__).resolve().parent.parent
    source = root / "packaging" / "icons" / "skat-desktop.svg"
    _app = QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(source))
    if not renderer.isValid():
        print(f"cannot read {source}", file=sys.stderr)
        return 1
    for size in SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        out = root / "packaging" / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        out.parent.mkdir(parents=True, exist_ok=True)
        image.save(str(out))
        print(out.relative_to(root))
    return 0


if __name__ == "__main__":
    sys.exit(main())
