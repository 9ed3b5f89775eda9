/**
 * /embed.js, as a clinic's web page loads it:
 * `<script src="https://booking.example/embed.js" data-clinic="KEY" data-lang="he" async></script>`.
 * It puts the clinic's booking frame (/{KEY}/embed) after each such tag, sizes the frame from the heights the
 * frame reports, and raises `clinic:booked` (a bubbling CustomEvent, its detail the visit) on the frame when a
 * visit is booked. Plain ES2017 in one function scope: it leaves no globals, and it trusts messages only from
 * its own origin and its own frame.
 */
export const EMBED_SCRIPT = `(function () {
  'use strict';
  var MARK = 'data-clinic-embedded';
  var scripts = document.querySelectorAll('script[data-clinic]:not([' + MARK + '])');
  for (var i = 0; i < scripts.length; i++) {
    var script = scripts[i];
    var src;
    try {
      src = new URL(script.src, document.baseURI);
    } catch (e) {
      continue;
    }
    if (!/\\/embed\\.js$/.test(src.pathname)) continue;
    script.setAttribute(MARK, '');
    place(script, src.origin);
  }

  function place(script, product) {
    var key = script.getAttribute('data-clinic') || '';
    if (!/^[a-z0-9][a-z0-9_-]{0,62}$/i.test(key)) return;
    var query = new URLSearchParams({ origin: location.origin });
    var lang = script.getAttribute('data-lang');
    if (lang) query.set('lang', lang);
    var frame = document.createElement('iframe');
    frame.src = product + '/' + encodeURIComponent(key) + '/embed?' + query.toString();
    frame.title = script.getAttribute('data-title') || 'Book a visit';
    frame.setAttribute('style', 'display:block;width:100%;border:0;height:640px;color-scheme:normal');
    frame.setAttribute('allow', 'payment');
    script.parentNode.insertBefore(frame, script.nextSibling);

    window.addEventListener('message', function (event) {
      if (event.origin !== product || event.source !== frame.contentWindow) return;
      var data = event.data;
      if (!data || typeof data !== 'object') return;
      if (data.type === 'clinic:height' && typeof data.height === 'number' && isFinite(data.height)) {
        frame.style.height = Math.min(Math.max(Math.ceil(data.height), 120), 20000) + 'px';
      } else if (data.type === 'clinic:booked' && data.appointment && typeof data.appointment === 'object') {
        frame.dispatchEvent(
          new CustomEvent('clinic:booked', { bubbles: true, composed: true, detail: data.appointment }),
        );
      }
    });
  }
})();
`;
