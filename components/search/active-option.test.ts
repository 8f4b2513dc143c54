import { listAction } from './active-option';

const open = (active: number, count = 3) => ({ open: true, count, active });

describe('the suggestion list keys', () => {
  it('moves down and up through the options, wrapping at both ends', () => {
    expect(listAction('ArrowDown', open(-1))).toEqual({ type: 'move', index: 0 });
    expect(listAction('ArrowDown', open(1))).toEqual({ type: 'move', index: 2 });
    expect(listAction('ArrowDown', open(2))).toEqual({ type: 'move', index: 0 });
    expect(listAction('ArrowUp', open(-1))).toEqual({ type: 'move', index: 2 });
    expect(listAction('ArrowUp', open(1))).toEqual({ type: 'move', index: 0 });
    expect(listAction('ArrowUp', open(0))).toEqual({ type: 'move', index: 2 });
  });

  it('opens a closed list with an arrow, without choosing an option', () => {
    expect(listAction('ArrowDown', { open: false, count: 3, active: -1 })).toEqual({ type: 'open' });
    expect(listAction('ArrowUp', { open: false, count: 0, active: -1 })).toEqual({ type: 'open' });
  });

  it('leaves the arrows alone while the open list has no options yet', () => {
    expect(listAction('ArrowDown', open(-1, 0))).toEqual({ type: 'none' });
  });

  it('opens the active option on Enter, and leaves Enter to the form without one', () => {
    expect(listAction('Enter', open(1))).toEqual({ type: 'choose', index: 1 });
    expect(listAction('Enter', open(-1))).toEqual({ type: 'none' });
    expect(listAction('Enter', { open: false, count: 3, active: 1 })).toEqual({ type: 'none' });
  });

  it('closes the list on Escape and Tab, and leaves both to the browser once closed', () => {
    expect(listAction('Escape', open(1))).toEqual({ type: 'close' });
    expect(listAction('Tab', open(-1))).toEqual({ type: 'close' });
    expect(listAction('Escape', { open: false, count: 0, active: -1 })).toEqual({ type: 'none' });
    expect(listAction('Tab', { open: false, count: 0, active: -1 })).toEqual({ type: 'none' });
  });

  it('leaves every other key to the text field', () => {
    expect(listAction('a', open(1))).toEqual({ type: 'none' });
    expect(listAction('Home', open(1))).toEqual({ type: 'none' });
  });
});
