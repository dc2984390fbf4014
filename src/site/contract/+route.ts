// The contributor's contract page (spec 000 §2.1 "/contract/{id} | Contract page"): ?token=… is the
// signed link of the contract's latest send (docs/contracts.md). A link that does not work is
// answered 404 before this page runs (src/server/http/contractRoutes.ts).
export default '/contract/@id';
