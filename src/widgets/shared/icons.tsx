/** Inline icons (no requests, themable through currentColor). */
const svg = { width: 16, height: 16, viewBox: '0 0 24 24', fill: 'none' } as const;

export const CartIcon = () => (
  <svg
    aria-hidden="true"
    {...svg}
    stroke="currentColor"
    stroke-width="2"
    stroke-linecap="round"
    stroke-linejoin="round"
  >
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.6 12.2a2 2 0 0 0 2 1.6h8.2a2 2 0 0 0 2-1.5L22 7H6" />
  </svg>
);

export const ChevronIcon = () => (
  <svg aria-hidden="true" {...svg} width={12} height={12} stroke="currentColor" stroke-width="2">
    <path d="m6 9 6 6 6-6" />
  </svg>
);

export const TrashIcon = () => (
  <svg aria-hidden="true" {...svg} stroke="currentColor" stroke-width="2" stroke-linecap="round">
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </svg>
);

export const PlusIcon = () => (
  <svg
    aria-hidden="true"
    {...svg}
    width={12}
    height={12}
    stroke="currentColor"
    stroke-width="2.5"
    stroke-linecap="round"
  >
    <path d="M12 5v14M5 12h14" />
  </svg>
);
