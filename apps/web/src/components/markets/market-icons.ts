/** Icon shapes (24×24 paths for <Icon>) of the market screens. */
export const runningIcon = 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM10 8l6 4-6 4z';
export const closedIcon = 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM15 9l-6 6M9 9l6 6';
export const clockIcon = 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 6v6l4 2';
export const starIcon = 'M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z';
export const externalIcon = 'M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6M15 3h6v6M10 14L21 3';
export const chevronRightIcon = 'M9 18l6-6-6-6';
export const calendarIcon = 'M3 5h18v16H3zM16 3v4M8 3v4M3 10h18';
