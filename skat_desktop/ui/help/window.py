"""The help window: a rules browser with contents, search, history and live language switch."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, QUrl, Slot
from PySide6.QtGui import (
    QAction,
    QColor,
    QIcon,
    QImage,
    QKeySequence,
    QPainter,
    QTextBlock,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QApplication,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QSplitter,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTabWidget,
    QTextBrowser,
    QTextEdit,
    QToolBar,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from skat_desktop.qtguard import ensure_refcount_headroom
from skat_desktop.ui import i18n
from skat_desktop.ui.help import cardimages
from skat_desktop.ui.help.pages import PAGES, HelpIndex, fold, page_path, section_for_phase
from skat_desktop.ui.screen_fit import fit_to_screen

_ROLE_TARGET = Qt.ItemDataRole.UserRole
_ROLE_HTML = Qt.ItemDataRole.UserRole + 1


def mark_words(text: str, words: list[str]) -> str:
    """``text`` as HTML with each of ``words`` (case and accents aside) in bold on yellow."""
    # Folded letter by letter, each folded letter remembering the letter it came from: "…"
    # folds to "..." and "ß" to "ss", so the folded text's places are not the text's.
    pieces = [fold(ch) for ch in text]
    folded = "".join(pieces)
    origin = [i for i, piece in enumerate(pieces) for _ in piece]
    spans: list[tuple[int, int]] = []
    for word in words:
        key = fold(word)
        at = folded.find(key) if key else -1
        while at >= 0:
            spans.append((origin[at], origin[at + len(key) - 1] + 1))
            at = folded.find(key, at + len(key))
    out, pos = [], 0
    for start, end in sorted(spans):
        if start < pos:
            continue
        out.append(html.escape(text[pos:start]))
        out.append(f"<b style='background:#ffe27a'>{html.escape(text[start:end])}</b>")
        pos = end
    out.append(html.escape(text[pos:]))
    return "".join(out)


class _HitDelegate(QStyledItemDelegate):
    """Draws a search hit's rich text (title, place, snippet with the words marked)."""

    def _document(self, option: QStyleOptionViewItem, index: Any) -> QTextDocument:
        document = QTextDocument()
        document.setDefaultFont(option.font)
        document.setHtml(str(index.data(_ROLE_HTML) or html.escape(str(index.data() or ""))))
        document.setTextWidth(max(40, option.rect.width() - 8))
        return document

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Any) -> None:
        self.initStyleOption(option, index)
        text_less = QStyleOptionViewItem(option)
        text_less.text = ""  # type: ignore[attr-defined]
        style = option.widget.style() if option.widget else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, text_less, painter, option.widget)
        document = self._document(option, index)
        painter.save()
        painter.translate(option.rect.left() + 4, option.rect.top() + 3)
        document.drawContents(painter)
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index: Any) -> QSize:
        self.initStyleOption(option, index)
        document = self._document(option, index)
        return QSize(int(document.idealWidth()) + 8, int(document.size().height()) + 6)


class HelpBrowser(QTextBrowser):
    """A QTextBrowser that draws `card:XX` pictures in the user's deck style."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card_height = 72
        self.setOpenExternalLinks(True)
        cardimages.register_listener(self)

    def loadResource(self, kind: int, url: QUrl | str) -> Any:
        url = QUrl(url)
        if (
            url.scheme() == cardimages.CARD_SCHEME
            and kind == QTextDocument.ResourceType.ImageResource.value
        ):
            code = url.path()
            if cardimages.is_card_code(code):
                return cardimages.card_image(code, self.card_height)
            return QImage()
        return super().loadResource(kind, url)

    def reload_card_images(self) -> None:
        # The document caches images; reloading the source fetches them again.
        position = self.verticalScrollBar().value()
        self.reload()
        self.verticalScrollBar().setValue(position)


def block_anchors(block: QTextBlock) -> list[str]:
    """The anchor names in a text block: on the block itself and on its fragments (a
    heading's id sits on its text)."""
    names = list(block.charFormat().anchorNames())
    it = block.begin()
    while not it.atEnd():
        names += it.fragment().charFormat().anchorNames()
        it += 1
    return names


class HelpWindow(QMainWindow):
    """Rules guide in the current UI language; `open_section` serves F1 context help."""

    def __init__(self, parent: QWidget | None = None) -> None:
        # PySide6 6.12 on Python 3.11 drops a reference to None per void Qt call; browsing
        # the help makes thousands of them, so None needs headroom before the first one.
        ensure_refcount_headroom()
        super().__init__(parent)
        self.setObjectName("HelpWindow")
        fit_to_screen(self, 980, 700)
        self._language = i18n.current_language()
        self._index = HelpIndex(i18n.help_dir(self._language))

        self.browser = HelpBrowser(self)
        self.browser.setObjectName("helpBrowser")
        self.contents = QTreeWidget(self)
        self.contents.setObjectName("helpContents")
        self.contents.setHeaderHidden(True)
        self.search_field = QLineEdit(self)
        self.search_field.setObjectName("helpSearch")
        self.search_field.setClearButtonEnabled(True)
        self.results = QListWidget(self)
        self.results.setObjectName("helpResults")
        self.results.setWordWrap(True)
        self.results.setItemDelegate(_HitDelegate(self.results))
        self._words: list[str] = []  # the search's words, highlighted on the page opened

        search_page = QWidget(self)
        search_layout = QVBoxLayout(search_page)
        search_layout.setContentsMargins(4, 4, 4, 4)
        search_layout.addWidget(self.search_field)
        search_layout.addWidget(self.results)

        self.side_tabs = QTabWidget(self)
        self.side_tabs.addTab(self.contents, "")
        self.side_tabs.addTab(search_page, "")

        splitter = QSplitter(self)
        splitter.addWidget(self.side_tabs)
        splitter.addWidget(self.browser)
        splitter.setStretchFactor(1, 3)
        splitter.setSizes([260, 720])
        self.setCentralWidget(splitter)

        style = self.style()
        self.back_action = QAction(style.standardIcon(QStyle.StandardPixmap.SP_ArrowBack), "", self)
        self.back_action.setShortcut(QKeySequence.StandardKey.Back)
        self.forward_action = QAction(
            style.standardIcon(QStyle.StandardPixmap.SP_ArrowForward), "", self
        )
        self.forward_action.setShortcut(QKeySequence.StandardKey.Forward)
        self.home_action = QAction(
            QIcon(style.standardIcon(QStyle.StandardPixmap.SP_DirHomeIcon)), "", self
        )
        self.find_action = QAction(self)
        self.find_action.setShortcut(QKeySequence.StandardKey.Find)
        self.close_action = QAction(self)
        # Esc closes the rules as it closes every other window of the app.
        self.close_action.setShortcuts(
            [QKeySequence(QKeySequence.StandardKey.Close), QKeySequence(Qt.Key.Key_Escape)]
        )
        self.toolbar = QToolBar(self)
        self.toolbar.setObjectName("helpToolbar")
        self.toolbar.setMovable(False)
        self.toolbar.addAction(self.back_action)
        self.toolbar.addAction(self.forward_action)
        self.toolbar.addAction(self.home_action)
        self.addToolBar(self.toolbar)
        self.addAction(self.find_action)
        self.addAction(self.close_action)

        self.back_action.setEnabled(False)
        self.forward_action.setEnabled(False)
        self.back_action.triggered.connect(self.browser.backward)
        self.forward_action.triggered.connect(self.browser.forward)
        self.home_action.triggered.connect(self._go_home)
        self.find_action.triggered.connect(self._focus_search)
        self.close_action.triggered.connect(self.close)
        self.browser.backwardAvailable.connect(self.back_action.setEnabled)
        self.browser.forwardAvailable.connect(self.forward_action.setEnabled)
        self.browser.sourceChanged.connect(self._sync_contents)
        self.contents.itemActivated.connect(self._open_item)
        self.contents.itemClicked.connect(self._open_item)
        self.results.itemActivated.connect(self._open_hit)
        self.results.itemClicked.connect(self._open_hit)
        # Search as the user types, but not on every keystroke of a long word.
        self._search_timer = QTimer(self)
        self._search_timer.setSingleShot(True)
        self._search_timer.setInterval(150)
        self._search_timer.timeout.connect(self.run_search)
        self.search_field.textChanged.connect(lambda _text: self._search_timer.start())
        self.search_field.returnPressed.connect(self.run_search)

        self._retranslate()
        self._fill_contents()
        self.open_section("index")

    # --- public API -------------------------------------------------------------------

    @property
    def language(self) -> str:
        return self._language

    def current_page(self) -> str:
        """The page shown, without folder or extension (`bidding`)."""
        return QUrl(self.browser.source()).fileName().removesuffix(".html")

    def current_anchor(self) -> str:
        return self.browser.source().fragment() or "top"

    def reading_anchor(self) -> str:
        """The section the reader sees now: the last heading at or above the top of the
        view ("top" when the page is scrolled to its title), whatever link opened it."""
        value = self.browser.verticalScrollBar().value()
        if value <= 0:
            return "top"
        document = self.browser.document()
        layout = document.documentLayout()
        best, block = "top", document.begin()
        while block.isValid():
            names = block_anchors(block)
            # A heading shown by open_section stands its top margin (and a little) lower.
            slack = block.blockFormat().topMargin() + 10
            if names and layout.blockBoundingRect(block).top() <= value + slack:
                best = names[0]
            block = block.next()
        return best

    def open_section(self, page: str, anchor: str = "top") -> None:
        """Show `page` (e.g. "bidding") scrolled to the heading with id `anchor`."""
        if page not in PAGES:
            page, anchor = "index", "top"
        url = QUrl.fromLocalFile(str(page_path(i18n.help_dir(self._language), page)))
        if anchor and anchor != "top":
            url.setFragment(anchor)
        self.browser.setSource(url)
        if not anchor or anchor == "top":
            self.browser.verticalScrollBar().setValue(0)
        else:
            # The browser scrolls to the anchor once the page is laid out: correct it after.
            self._show_heading(anchor)
            # The browser as context: a window closed before the timer fires is left alone.
            QTimer.singleShot(0, self.browser, lambda: self._show_heading(anchor))
        self._highlight()

    def _show_heading(self, anchor: str) -> None:
        """Scroll so the heading ``anchor`` stands whole below the top edge (the browser's
        own scroll put its first line flush with the edge, the heading's upper half cut);
        a heading near the page's top shows the page's title above it too."""
        document = self.browser.document()
        layout = document.documentLayout()
        block = document.begin()
        while block.isValid():
            names = block_anchors(block)
            if anchor in names:
                top = layout.blockBoundingRect(block).top() - block.blockFormat().topMargin() - 6
                if top < self.browser.viewport().height() / 3:
                    top = 0
                self.browser.verticalScrollBar().setValue(max(0, round(top)))
                return
            block = block.next()

    def open_phase_help(self, phase: object) -> None:
        """F1 context help: the section about a deal phase (engine Phase or its value)."""
        self.open_section(*section_for_phase(str(getattr(phase, "value", phase))))

    def search(self, text: str) -> int:
        """Put `text` in the search field, list the hits and return how many there are."""
        self.side_tabs.setCurrentIndex(1)
        self.search_field.setText(text)
        return self.run_search()

    @Slot()
    def run_search(self) -> int:
        self._search_timer.stop()
        self.results.clear()
        hits = self._index.search(self.search_field.text())
        self._words = [w for w in self.search_field.text().split() if w.strip()]
        for hit in hits:
            label = f"{hit.title}\n{hit.page_title} — {hit.snippet}"
            where = html.escape(hit.page_title) + " — "
            if hit.anchor == "top":
                label = f"{hit.title}\n{hit.snippet}"
                where = ""
            item = QListWidgetItem(label, self.results)
            item.setData(_ROLE_TARGET, f"{hit.page}#{hit.anchor}")
            # Drawn as rich text: the section's title in bold, where it is in grey, and the
            # words searched for marked in the snippet.
            item.setData(
                _ROLE_HTML,
                f"<b>{html.escape(hit.title)}</b><br><span style='color:#666'>{where}</span>"
                + mark_words(hit.snippet, self._words),
            )
            item.setToolTip(hit.snippet)
        if not hits and self.search_field.text().strip():
            empty = QListWidgetItem(self.tr("No matches"), self.results)
            empty.setFlags(Qt.ItemFlag.NoItemFlags)
        return len(hits)

    # --- language ---------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            self._reload_language()
        super().changeEvent(event)

    def _reload_language(self) -> None:
        language = i18n.current_language()
        if language == self._language:
            return
        page, anchor = self.current_page(), self.reading_anchor()
        self._language = language
        self._index = HelpIndex(i18n.help_dir(language))
        self.browser.clearHistory()
        self._fill_contents()
        # The same section in the new language, at its heading: the old scroll position
        # belongs to the old language's text and would open the page part-way down.
        self.open_section(page, anchor)
        if anchor == "top":  # once the new text is laid out, from the page's title
            QTimer.singleShot(0, self.browser, lambda: self.browser.verticalScrollBar().setValue(0))
        if self.search_field.text().strip():
            self.run_search()

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Skat rules"))
        self.back_action.setText(self.tr("Back"))
        self.back_action.setToolTip(self.tr("Back to the previous page"))
        self.forward_action.setText(self.tr("Forward"))
        self.forward_action.setToolTip(self.tr("Forward to the next page"))
        self.home_action.setText(self.tr("Contents"))
        self.home_action.setToolTip(self.tr("Show the table of contents"))
        self.find_action.setText(self.tr("Search"))
        self.close_action.setText(self.tr("Close"))
        self.side_tabs.setTabText(0, self.tr("Contents"))
        self.side_tabs.setTabText(1, self.tr("Search"))
        self.search_field.setPlaceholderText(self.tr("Search the rules…"))
        self.search_field.setAccessibleName(self.tr("Search the rules"))
        self.contents.setAccessibleName(self.tr("Table of contents"))
        self.results.setAccessibleName(self.tr("Search results"))
        self.browser.setAccessibleName(self.tr("Rules text"))
        self.toolbar.setWindowTitle(self.tr("Navigation"))

    # --- internals --------------------------------------------------------------------

    def _fill_contents(self) -> None:
        self.contents.clear()
        for page in PAGES:
            sections = self._index.sections.get(page, [])
            top = QTreeWidgetItem(self.contents, [self._index.page_title(page)])
            top.setData(0, _ROLE_TARGET, f"{page}#top")
            for section in sections:
                if section.anchor == "top" or section.level > 2:
                    continue
                child = QTreeWidgetItem(top, [section.title])
                child.setData(0, _ROLE_TARGET, f"{page}#{section.anchor}")

    def _open_item(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        target = item.data(0, _ROLE_TARGET)
        if target:
            self.open_section(*str(target).split("#", 1))

    def _open_hit(self, item: QListWidgetItem) -> None:
        target = item.data(_ROLE_TARGET)
        if target:
            self.open_section(*str(target).split("#", 1))

    def _highlight(self) -> None:
        """Mark every place of the page where a searched word occurs (none without a
        search), so the reader finds the term in the section the hit opened."""
        marks: list[QTextEdit.ExtraSelection] = []
        if self.search_field.text().strip():
            document = self.browser.document()
            colour = QColor("#ffe27a")
            for word in self._words:
                cursor = document.find(word)
                while not cursor.isNull() and len(marks) < 500:
                    mark = QTextEdit.ExtraSelection()
                    mark.cursor = cursor  # type: ignore[misc]
                    mark.format.setBackground(colour)  # type: ignore[attr-defined]
                    marks.append(mark)
                    cursor = document.find(word, cursor)
        self.browser.setExtraSelections(marks)

    def highlighted(self) -> list[str]:
        """The texts marked on the page shown (for tests and the accessible description)."""
        return [m.cursor.selectedText() for m in self.browser.extraSelections()]

    def _go_home(self) -> None:
        self.open_section("index")

    def _focus_search(self) -> None:
        self.side_tabs.setCurrentIndex(1)
        self.search_field.setFocus()
        self.search_field.selectAll()

    def _sync_contents(self, url: QUrl) -> None:
        # Keep the contents tree on the page shown, so that the reader sees where they are.
        # Use the signal's url: during setSource() the browser may still report the old one.
        page = QUrl(url).fileName().removesuffix(".html")
        for i in range(self.contents.topLevelItemCount()):
            item = self.contents.topLevelItem(i)
            if item is not None and item.data(0, _ROLE_TARGET) == f"{page}#top":
                self.contents.setCurrentItem(item)
                break


_window: HelpWindow | None = None


def help_window() -> HelpWindow:
    """The app's one help window, created on first use."""
    global _window
    if _window is None:
        _window = HelpWindow()
        _window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    return _window


def show_help(page: str = "index", anchor: str = "top") -> HelpWindow:
    """Open (or raise) the help window at a section: F1 and the Rules menu call this."""
    window = help_window()
    window.open_section(page, anchor)
    window.show()
    window.raise_()
    window.activateWindow()
    return window
