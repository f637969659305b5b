// 门户页脚本：演示账号面板、推荐服务的“加入购物车”、日期。
// External (not inline) so the page keeps working under a strict Content-Security-Policy.
(() => {
  const ROLE_NAMES = { 1: '买家', 2: '商家', 3: '专家' };
  const DEMO = {
    buyer: '13800000001',
    merchant: '13800000002',
    expert: '13800000003',
  };
  const DEMO_PASSWORD = 'Demo@1234';

  const today = document.getElementById('today');
  if (today) {
    today.textContent = new Intl.DateTimeFormat('zh-CN', {
      dateStyle: 'full',
      timeZone: 'Asia/Shanghai',
    }).format(new Date());
  }

  // News dates are kept relative to today so the demo never looks abandoned.
  const pad = (n) => String(n).padStart(2, '0');
  for (const time of document.querySelectorAll('time[data-ago]')) {
    const d = new Date(Date.now() - Number(time.getAttribute('data-ago')) * 86_400_000);
    const iso = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    time.setAttribute('datetime', iso);
    time.textContent = time.hasAttribute('data-short') ? iso.slice(5) : iso;
  }

  for (const year of document.querySelectorAll('[data-year]')) {
    year.textContent = String(new Date().getFullYear());
  }

  const widgets = () => window.TicWidgets;
  const messageOf = (error) => (error && typeof error.message === 'string' ? error.message : '操作失败');

  // ---- 演示账号 ----
  const state = document.getElementById('demo-state');
  const showState = () => {
    if (!state) return;
    let type = 0;
    let mobile = '';
    try {
      type = Number(localStorage.getItem('tic_type') || 0);
      mobile = JSON.parse(localStorage.getItem('tic_userinfo') || 'null')?.mobile ?? '';
    } catch {
      // storage unavailable: show logged out
    }
    const token = localStorage.getItem('tic_token');
    state.textContent =
      token && ROLE_NAMES[type]
        ? `当前身份：${ROLE_NAMES[type]}（${mobile.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2')}）`
        : '当前未登录';
  };
  showState();
  document.addEventListener('tic-session-change', showState);
  window.addEventListener('storage', showState);

  for (const button of document.querySelectorAll('[data-demo-login]')) {
    button.addEventListener('click', async () => {
      const kind = button.getAttribute('data-demo-login');
      button.disabled = true;
      try {
        // TicWidgets actions resolve to { ok, message } and never throw for refusals
        const result = await widgets().login(kind, DEMO[kind], DEMO_PASSWORD);
        if (result && result.ok === false) throw new Error(result.message);
      } catch (error) {
        if (state) state.textContent = `登录失败：${messageOf(error)}`;
      } finally {
        button.disabled = false;
        showState();
      }
    });
  }
  const logout = document.querySelector('[data-demo-logout]');
  logout?.addEventListener('click', async () => {
    logout.disabled = true;
    try {
      const result = await widgets().logout();
      if (result && result.ok === false) throw new Error(result.message);
    } catch (error) {
      if (state) state.textContent = `退出失败：${messageOf(error)}`;
    } finally {
      logout.disabled = false;
      showState();
    }
  });

  // ---- 推荐服务：加入购物车 ----
  for (const button of document.querySelectorAll('[data-add-to-cart]')) {
    button.addEventListener('click', async () => {
      const card = button.closest('[data-goods-id]');
      const note = card?.querySelector('.card-note');
      const item = { goods_id: Number(card.getAttribute('data-goods-id')) };
      const option = card.getAttribute('data-service-content-id');
      if (option) item.service_content_id = Number(option);
      button.disabled = true;
      try {
        const result = await widgets().addToCart(item);
        if (result && result.ok === false) throw new Error(result.message);
        if (note) {
          note.classList.remove('is-error');
          note.textContent = result?.message || '已加入购物车';
        }
      } catch (error) {
        if (note) {
          note.classList.add('is-error');
          note.textContent = messageOf(error);
        }
      } finally {
        button.disabled = false;
      }
    });
  }
})();
