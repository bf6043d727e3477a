// SPDX-License-Identifier: GPL-3.0-or-later
#include "probevalues.h"

#include "probe/probe_format.h"
#include "probetypes.h"
#include "scopes.h"

#include <map>
#include <tuple>

namespace sb::rec {

using namespace probe;

namespace {

/// Writes the shapes of the plan (probe_format.h): each type's once per depth.
class Planner {
public:
    Planner(const std::vector<Type>& types, std::vector<std::uint32_t>& words) : m_types(types), m_words(words) {}

    std::uint32_t shape(Typed t, int depth)
    {
        depth = std::min(depth, kDeepest + 1);
        const auto key = std::tuple{t.type, t.dimension, depth};
        if (const auto known = m_shapes.find(key); known != m_shapes.end())
            return known->second;
        const Form form = m_types.form(t);
        const auto size = static_cast<std::uint32_t>(m_types.size(t));
        std::vector<std::uint32_t> op;
        if (form == Form::Bool || form == Form::Integer || form == Form::Float) {
            op = {SB_OP_BYTES, size};
        } else if (form == Form::Reference) { // followed however deep, as the debugger recorder does
            op = {SB_OP_REFERENCE, size, shape({m_types.of(t)->target}, depth)};
        } else if (depth > kDeepest || form == Form::Unknown) {
            op = {SB_OP_NONE, size};
        } else if (form == Form::Array) {
            const Typed item = m_types.item(t);
            const auto count = static_cast<std::uint32_t>(std::min<std::uint64_t>(m_types.count(t), SB_MAX_ITEMS));
            op = {SB_OP_ARRAY, size, count, static_cast<std::uint32_t>(m_types.size(item)), items(item, depth)};
        } else if (form == Form::Vector) {
            const Typed item = m_types.element(t);
            op = {SB_OP_VECTOR, size, static_cast<std::uint32_t>(m_types.size(item)), items(item, depth)};
        } else if (form == Form::Deque) {
            const Typed item = m_types.element(t);
            op = {SB_OP_DEQUE, size, static_cast<std::uint32_t>(m_types.size(item)), items(item, depth),
                  static_cast<std::uint32_t>(m_types.path(t.type, "_M_impl._M_start")->first),
                  static_cast<std::uint32_t>(m_types.path(t.type, "_M_impl._M_finish")->first)};
        } else if (form == Form::Bits) {
            op = {SB_OP_BITS, size, offsetOf(t, "_M_impl._M_start"), offsetOf(t, "_M_impl._M_finish")};
        } else if (form == Form::Tree || form == Form::Hashed || form == Form::List || form == Form::ForwardList) {
            const TypeId item = m_types.linkedItem(t.type);
            const bool keyed = Types::keyed(m_types.of(t)->name);
            const std::uint32_t itemShape = keyed ? pairShape(item, depth + 1) : shape({item}, depth + 1);
            const auto itemSize = static_cast<std::uint32_t>(m_types.size({item}));
            if (form == Form::Tree)
                op = {SB_OP_TREE, size, offsetOf(t, "_M_t._M_impl._M_header"), offsetOf(t, "_M_t._M_impl._M_node_count"),
                      static_cast<std::uint32_t>(m_types.itemOffset(32, item)), itemSize, itemShape, 0};
            else if (form == Form::Hashed)
                op = {SB_OP_CHAIN, size, offsetOf(t, "_M_h._M_before_begin"), offsetOf(t, "_M_h._M_element_count"),
                      static_cast<std::uint32_t>(m_types.itemOffset(8, item)), itemSize, itemShape, 0};
            else if (form == Form::List)
                op = {SB_OP_CHAIN, size, offsetOf(t, "_M_impl._M_node"), offsetOf(t, "_M_impl._M_node._M_size"),
                      static_cast<std::uint32_t>(m_types.itemOffset(16, item)), itemSize, itemShape, 1};
            else
                op = {SB_OP_CHAIN, size, offsetOf(t, "_M_impl._M_head"), 0,
                      static_cast<std::uint32_t>(m_types.itemOffset(8, item)), itemSize, itemShape, SB_CHAIN_OPEN};
        } else if (form == Form::Bitset) {
            op = {SB_OP_BYTES, size};
        } else if (form == Form::Tuple) {
            op = {SB_OP_STRUCT, size, 0};
            for (const auto& [offset, item] : m_types.tupleItems(t.type)) {
                op.push_back(static_cast<std::uint32_t>(offset));
                op.push_back(shape({item}, depth + 1));
                ++op[2];
            }
        } else if (form == Form::String) {
            op = {SB_OP_STRING, size};
        } else if (form == Form::Inner) {
            const auto [offset, inner] = m_types.inner(t);
            op = {SB_OP_STRUCT, size, 1, static_cast<std::uint32_t>(offset), shape(inner, depth)};
        } else {
            op = {SB_OP_STRUCT, size, 0};
            for (const Field& f : m_types.fields(t)) {
                op.push_back(static_cast<std::uint32_t>(f.offset));
                op.push_back(f.member->bits ? bitField(*f.member) : shape({f.member->type}, depth + 1));
                ++op[2];
            }
        }
        const auto at = static_cast<std::uint32_t>(m_words.size());
        m_words.insert(m_words.end(), op.begin(), op.end());
        m_shapes[key] = at;
        return at;
    }

private:
    std::uint32_t offsetOf(Typed t, std::string_view names) const
    {
        return static_cast<std::uint32_t>(m_types.path(t.type, names)->first);
    }

    /// A map's item: its key and its value, both shown at the map's items' depth.
    std::uint32_t pairShape(TypeId pair, int depth)
    {
        const auto first = m_types.member(pair, "first");
        const auto second = m_types.member(pair, "second");
        if (!first || !second)
            return shape({kNoType}, depth);
        std::vector<std::uint32_t> op = {SB_OP_STRUCT, static_cast<std::uint32_t>(m_types.size({pair})), 2,
                                         static_cast<std::uint32_t>(first->first), shape({first->second}, depth),
                                         static_cast<std::uint32_t>(second->first), shape({second->second}, depth)};
        const auto at = static_cast<std::uint32_t>(m_words.size());
        m_words.insert(m_words.end(), op.begin(), op.end());
        return at;
    }

    /// A bit-field: the bytes its bits lie in.
    std::uint32_t bitField(const Member& m)
    {
        const auto at = static_cast<std::uint32_t>(m_words.size());
        m_words.push_back(SB_OP_BYTES);
        m_words.push_back(Types::bitBytes(m));
        return at;
    }

    /// The shape of a list's items: their bytes as they are where they are read as numbers.
    std::uint32_t items(Typed item, int depth)
    {
        if (!m_types.numbers(item))
            return shape(item, depth + 1);
        const auto at = static_cast<std::uint32_t>(m_words.size());
        m_words.push_back(SB_OP_BYTES);
        m_words.push_back(static_cast<std::uint32_t>(m_types.size(item)));
        return at;
    }

    Types m_types;
    std::vector<std::uint32_t>& m_words;
    std::map<std::tuple<TypeId, int, int>, std::uint32_t> m_shapes;
};

bool wanted(const std::vector<std::string>& only, const std::string& name)
{
    return only.empty() || std::find(only.begin(), only.end(), name) != only.end();
}

} // namespace

std::string ProbePlan::file() const
{
    return {reinterpret_cast<const char*>(words.data()), words.size() * sizeof(std::uint32_t)};
}

ProbePlan makeProbePlan(const DebugInfo& info, const ProbedAssembly& probed, const std::vector<std::string>& onlyNames)
{
    ProbePlan plan;
    plan.types = info.types;
    plan.frameNames = probed.frameNames;
    const std::size_t sites = probed.sites.size();
    auto& w = plan.words;
    w = {SB_PLAN_MAGIC, static_cast<std::uint32_t>(sites), 4, 0};
    w.resize(4 + sites);
    Planner planner(plan.types, w);
    std::map<std::string, std::uint32_t> names;
    auto list = [&](const std::vector<const Variable*>& from, bool framed, std::vector<PlannedVariable>& planned) {
        std::vector<std::uint32_t> entries;
        for (const Variable* v : from) {
            PlannedVariable p{v->name, v->type, false};
            const TypeId type = v->type;
            const bool reference = type != kNoType && (plan.types[static_cast<std::size_t>(type)].kind == TypeKind::Reference ||
                                                       plan.types[static_cast<std::size_t>(type)].kind ==
                                                           TypeKind::RvalueReference);
            if (reference)
                p.type = plan.types[static_cast<std::size_t>(type)].target;
            std::uint32_t where = SB_ADDRESS;
            std::int64_t offset = 0;
            switch (v->location.kind) {
            case Location::Kind::FrameOffset:
                where = reference ? SB_FRAME_REFERENCE : SB_FRAME;
                offset = v->location.value + 16; // the frame base is the call's: 16 bytes above the frame pointer
                break;
            case Location::Kind::FrameIndirect:
                where = SB_FRAME_REFERENCE;
                offset = v->location.value + 16;
                break;
            case Location::Kind::Address:
                where = reference ? SB_ADDRESS_REFERENCE : SB_ADDRESS;
                offset = v->location.value;
                break;
            case Location::Kind::Unsupported: p.type = kNoType; break;
            }
            if (!framed && where != SB_ADDRESS && where != SB_ADDRESS_REFERENCE)
                p.type = kNoType;
            p.reference = where == SB_FRAME_REFERENCE || where == SB_ADDRESS_REFERENCE;
            const auto name = names.emplace(v->name, static_cast<std::uint32_t>(names.size())).first->second;
            const auto u = static_cast<std::uint64_t>(offset);
            entries.insert(entries.end(), {name, where, static_cast<std::uint32_t>(u), static_cast<std::uint32_t>(u >> 32),
                                           planner.shape({p.type}, 0)});
            planned.push_back(std::move(p));
        }
        const auto at = static_cast<std::uint32_t>(w.size());
        w.push_back(static_cast<std::uint32_t>(from.size()));
        w.insert(w.end(), entries.begin(), entries.end());
        return at;
    };
    plan.siteLine.resize(sites);
    plan.variables.resize(sites);
    for (std::size_t s = 0; s < sites; ++s) {
        plan.siteLine[s] = probed.sites[s].line;
        std::vector<const Variable*> shown;
        const std::uint64_t address = s < info.probeSites.size() ? info.probeSites[s] : 0;
        const program::debug::Function* f = address ? info.functionAt(address) : nullptr;
        const bool framed = !f || f->frameBase == program::debug::Function::FrameBase::CallFrameCfa;
        if (address && framed)
            for (const Variable* v : program::debug::variablesInScope(info, address))
                if (wanted(onlyNames, v->name))
                    shown.push_back(v);
        w[4 + s] = list(shown, true, plan.variables[s]);
    }
    std::vector<const Variable*> globals;
    for (const Variable* v : program::debug::globalsInGdbOrder(info))
        if (wanted(onlyNames, v->name))
            globals.push_back(v);
    w[3] = list(globals, false, plan.globals);
    return plan;
}

} // namespace sb::rec
