import { useState, type FormEvent } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';

export interface SearchBarProps {
  /** Translated label of the search box (also its accessible name). */
  label: string;
  /** Translated hint of what the search matches. */
  placeholder?: string;
  /** Longest text accepted (the endpoint's limit). */
  maxLength?: number;
}

/**
 * A search box with a search button (spec: "search box and search button"). The list
 * filter `q` changes only on the button or Enter, not on every key; the clear button
 * empties the box and shows the whole list again.
 */
export function SearchBar({ label, placeholder, maxLength = 100 }: SearchBarProps) {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const applied = typeof filterValues.q === 'string' ? filterValues.q : '';
  const [text, setText] = useState(applied);
  // Follow the applied filter when it changes elsewhere (navigation, another tab).
  const [lastApplied, setLastApplied] = useState(applied);
  if (applied !== lastApplied) {
    setLastApplied(applied);
    setText(applied);
  }

  const apply = (value: string) => {
    const next: Record<string, unknown> = { ...filterValues };
    const q = value.trim();
    if (q) next.q = q;
    else delete next.q;
    setFilters(next, displayedFilters);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply(text);
  };
  const clear = () => {
    setText('');
    apply('');
  };

  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <TextField
        size="small"
        label={label}
        placeholder={placeholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
        sx={{ flex: '1 1 280px', maxWidth: 480 }}
        slotProps={{
          htmlInput: { maxLength, enterKeyHint: 'search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" color="action" />
              </InputAdornment>
            ),
            endAdornment: text ? (
              <InputAdornment position="end">
                <IconButton
                  size="small"
                  edge="end"
                  aria-label={translate('ra.action.clear_input_value')}
                  onClick={clear}
                >
                  <Clear fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
      <Button type="submit" variant="contained" startIcon={<Search />}>
        {translate('ra.action.search')}
      </Button>
    </Box>
  );
}
