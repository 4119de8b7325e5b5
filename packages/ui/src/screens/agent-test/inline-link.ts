/** A link-look button set in line with text: none of the small button's padding, icon or not. */
export const inlineLink = 'h-auto p-0 has-[>svg]:px-0';
