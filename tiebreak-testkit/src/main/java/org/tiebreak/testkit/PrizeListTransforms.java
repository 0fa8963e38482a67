package org.tiebreak.testkit;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.tiebreak.prizes.Prize;
import org.tiebreak.prizes.PrizeCategory;
import org.tiebreak.prizes.PrizeList;

/** A prize list made anew for renumbered players. */
final class PrizeListTransforms {

  private PrizeListTransforms() {}

  /** The list with every start number it names replaced by {@code numbers}' new one. */
  static PrizeList renumber(PrizeList list, Map<Integer, Integer> numbers) {
    PrizeList.Builder builder = PrizeList.builder(list.currency());
    for (PrizeCategory category : list.categories()) {
      builder.add(renumber(category, numbers));
    }
    list.unratedCashLimit().ifPresent(limit -> builder.unratedCashLimit(limit,
        list.unratedExcess()));
    list.basedOn().ifPresent(builder::basedOn);
    list.entries().ifPresent(builder::entries);
    builder.proportionalUpTo(list.proportionalUpTo());
    list.ratings().forEach((player, rating) -> builder.rating(numbers.get(player), rating));
    list.assignedRatings().forEach((player, rating) ->
        builder.assignedRating(numbers.get(player), rating));
    return builder.rounding(list.rounding()).build();
  }

  private static PrizeCategory renumber(PrizeCategory category, Map<Integer, Integer> numbers) {
    PrizeCategory.Builder builder;
    switch (category.kind()) {
      case PLACE:
        builder = PrizeCategory.place(category.id(), category.name());
        break;
      case UNRATED:
        builder = PrizeCategory.unrated(category.id(), category.name());
        break;
      case RATING:
        if (category.minRating().isPresent() && category.maxRating().isPresent()) {
          builder = PrizeCategory.rating(category.id(), category.name(),
              category.minRating().getAsInt(), category.maxRating().getAsInt());
        } else if (category.maxRating().isPresent()) {
          builder = PrizeCategory.under(category.id(), category.name(),
              category.maxRating().getAsInt() + 1);
        } else {
          builder = PrizeCategory.atLeast(category.id(), category.name(),
              category.minRating().getAsInt());
        }
        break;
      case GROUP:
      default:
        List<Integer> members = new ArrayList<>();
        category.members().forEach(member -> members.add(numbers.get(member)));
        builder = PrizeCategory.group(category.id(), category.name(), members);
        if (category.hasRatingBand()) {
          builder.ratings(category.minRating().orElse(0),
              category.maxRating().orElse(Integer.MAX_VALUE));
        }
        break;
    }
    for (Prize prize : category.prizes()) {
      if (prize.title()) {
        builder.title(prize.award().orElseThrow(), prize.cash());
      } else if (prize.award().isPresent()) {
        builder.prize(prize.cash(), prize.award().get());
      } else {
        builder.cash(prize.cash());
      }
    }
    category.unratedEligible().ifPresent(builder::unratedEligible);
    return builder.group(category.group()).build();
  }
}
