// Tables wider than the screen scroll sideways inside Material's wrapper. Material makes
// an overflowing code block focusable, not a table: do the same for tables, so the
// keyboard can scroll them too (WCAG 2.1.1; axe's scrollable-region-focusable). Checked
// on every page load and when the window changes size.
(function () {
  function focusableWhenScrolling() {
    document.querySelectorAll(".md-typeset__scrollwrap").forEach(function (wrap) {
      if (wrap.scrollWidth > wrap.clientWidth) {
        wrap.setAttribute("tabindex", "0");
      } else {
        wrap.removeAttribute("tabindex");
      }
    });
  }
  document$.subscribe(focusableWhenScrolling);
  window.addEventListener("resize", focusableWhenScrolling);
})();
