/**
 * Input and Textarea of the design system: Chakra's `input` / `textarea` recipes on plain elements.
 * Chakra's own Input/Textarea wrap Ark UI's Field parts (Field context, auto-resize) whose module
 * added ~4 KB gz to every first load; the platform's forms wire labels, errors and aria attributes
 * themselves (shell `Field` control), so the context is not used. Same props and look.
 */
import { createRecipeContext, type InputProps, type TextareaProps } from '@chakra-ui/react';

const input = createRecipeContext({ key: 'input' });
const textarea = createRecipeContext({ key: 'textarea' });

export const Input = input.withContext<HTMLInputElement, InputProps>('input');
export const Textarea = textarea.withContext<HTMLTextAreaElement, TextareaProps>('textarea');
