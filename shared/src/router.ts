/**
 * The React Router names the portal uses: one Module Federation singleton ('shared/router'), so
 * there is one router context for the shell and every remote. Shared whole, this re-export is
 * tree-shaken where the full package would not be (docs/architecture/frontend.md#javascript-budgets).
 */
export { BrowserRouter, Link, NavLink, Navigate, Route, Routes, useLocation, useNavigate, useParams } from 'react-router-dom';
