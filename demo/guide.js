// 嵌入指南页（/demo/guide.html，由 scripts/widgets-guide.ts 生成）的脚本：代码片段里写上本商城的域名，
// 并把每个示例挂件发出的事件列在它旁边。事件名取自 custom-elements.json，与挂件表一致。
(() => {
  for (const span of document.querySelectorAll('[data-origin]')) span.textContent = location.origin;

  const logOf = (el) => {
    const stage = el.closest('[data-tag]');
    return stage && document.querySelector(`[data-log="${stage.dataset.tag}"]`);
  };
  const show = (e) => {
    const log = logOf(e.target);
    if (!log) return;
    log.querySelector('.none')?.remove();
    const li = document.createElement('li');
    li.textContent = `${e.type} ${JSON.stringify(e.detail)}${e.cancelable ? '（可取消）' : ''}`;
    log.prepend(li);
  };
  // searches stay on this page: the guide shows the event instead of leaving
  document.addEventListener('tic-search', (e) => {
    if (e.target.closest?.('[data-tag]')) e.preventDefault();
  });

  fetch('/widgets/custom-elements.json')
    .then((r) => r.json())
    .then((manifest) => {
      const names = new Set();
      for (const m of manifest.modules)
        for (const d of m.declarations) for (const ev of d.events) names.add(ev.name);
      for (const name of names) document.addEventListener(name, show);
    })
    .catch(() => {});
})();
