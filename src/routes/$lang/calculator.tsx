import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../i18n/head'
import { CalculatorPage } from '../../features/calculator/calculator-page'
import { validateCalculatorSearch } from '../../features/calculator/search'

export const Route = createFileRoute('/$lang/calculator')({
  validateSearch: validateCalculatorSearch,
  head: pageHead,
  component: CalculatorPage,
})
