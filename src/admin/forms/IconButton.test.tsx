// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActionIconButton, ICON_BUTTON_ICON_PX } from './IconButton';
import { EditIcon, TrashIcon } from './icons';
import { renderWithMantine } from './testing';

afterEach(cleanup);

describe('ActionIconButton', () => {
  it('maps sizes to the spec icon sizes 22/18/16/14', () => {
    expect(ICON_BUTTON_ICON_PX).toEqual({ lg: 22, md: 18, sm: 16, xs: 14 });
  });

  it('is named by its label, sizes its icon and shows a tooltip on hover', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithMantine(<ActionIconButton label="Delete layout" icon={<TrashIcon />} size="lg" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Delete layout' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('data-icon-size')).toBe('22');
    const box = button.querySelector('span[aria-hidden]') as HTMLElement;
    expect(box.style.fontSize).toBe('22px');
    expect(button.querySelector('svg')?.getAttribute('width')).toBe('1em');

    await user.hover(button);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe('Delete layout');
    // Mantine writes maw={200} as rem: 200px / 16 = 12.5rem.
    expect(tooltip.style.maxWidth).toContain('12.5rem');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('defaults to the medium size', () => {
    renderWithMantine(<ActionIconButton label="Edit" icon={<EditIcon />} />);
    expect(screen.getByRole('button', { name: 'Edit' }).getAttribute('data-icon-size')).toBe('18');
  });
});
