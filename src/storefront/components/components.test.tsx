import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../core';
import { StorefrontRouter } from '../app';
import ErrorPage, { errorProps } from '../pages/system/error-page';
import { Breadcrumb } from './breadcrumb';
import { ErrorBoundary } from './error-boundary';
import { GoodsCard } from './goods-card';
import { Pagination, pageItems } from './pagination';
import { Price } from './price';

let root: HTMLElement | null = null;
const mount = async (ui: preact.ComponentChildren) => {
  const el = document.createElement('div');
  root = el;
  document.body.append(el);
  await act(() => {
    render(<StorefrontRouter>{ui}</StorefrontRouter>, el);
  });
  return el;
};
afterEach(() => {
  if (!root) return;
  render(null, root);
  root.remove();
  root = null;
});

describe('Pagination', () => {
  it('shows first, last and two either side, with gaps', () => {
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20]);
    expect(pageItems(2, 20)).toEqual([1, 2, 3, 4, null, 20]);
  });

  it('marks the current page and pages with 上一页/下一页', async () => {
    const onChange = vi.fn();
    const el = await mount(<Pagination page={1} total={95} limit={10} onChange={onChange} />);
    const buttons = [...el.querySelectorAll('button')];
    expect(buttons[0].textContent).toBe('上一页');
    expect(buttons[0].disabled).toBe(true);
    expect(el.querySelector('[aria-current="page"]')?.textContent).toBe('1');
    buttons.at(-1)!.click();
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('is hidden when one page holds everything', async () => {
    const el = await mount(<Pagination page={1} total={8} limit={10} onChange={() => {}} />);
    expect(el.querySelector('nav')).toBeNull();
  });
});

describe('cards and prices', () => {
  it('prices with two decimals, 0.00 for nonsense, 起 on list prices', async () => {
    const el = await mount(
      <>
        <Price value={1200} from />
        <Price value="abc" />
      </>,
    );
    const [a, b] = el.querySelectorAll('.sf-price');
    expect(a.textContent).toBe('¥1200.00起');
    expect(b.textContent).toBe('¥0.00');
  });

  it('links a goods card to its detail page', async () => {
    const el = await mount(
      <GoodsCard
        goods={{ id: 7, name: 'EMC 测试', cover: '/c.svg', min_price: 3000 }}
        merchantName="某实验室"
      />,
    );
    expect(el.querySelector('a')?.getAttribute('href')).toBe('/home/goodsdetail?id=7');
    expect(el.textContent).toContain('某实验室');
  });

  it('starts the breadcrumb at 首页 and marks the current page', async () => {
    const el = await mount(<Breadcrumb items={[{ label: '内容资讯', href: '/news' }, { label: '详情' }]} />);
    expect([...el.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['首页', '内容资讯', '详情']);
    expect(el.querySelector('[aria-current="page"]')?.textContent).toBe('详情');
  });
});

describe('error page and boundary', () => {
  const Boom = (): null => {
    throw new Error('服务详情加载失败');
  };

  it('renders a throwing page as the error page with status 500 and its message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = await mount(
      <ErrorBoundary fallback={(e) => <ErrorPage {...errorProps(e)} />}>
        <Boom />
      </ErrorBoundary>,
    );
    expect(el.querySelector('.sf-error-page__code')?.textContent).toBe('500');
    expect(el.querySelector('h1')?.textContent).toBe('服务详情加载失败');
    vi.restoreAllMocks();
  });

  it('shows the default text without a message, and a transport status when there is one', async () => {
    const el = await mount(<ErrorPage />);
    expect(el.querySelector('h1')?.textContent).toBe('抱歉，页面好像飞走了，请尝试刷新或返回首页');
    expect(errorProps(new ApiError(false, '接口不存在', 404))).toEqual({
      status: 404,
      message: '接口不存在',
    });
    expect(errorProps('x')).toEqual({ status: 500, message: undefined });
  });
});
