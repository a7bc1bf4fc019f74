package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.gridbench.ui.views.MarketPart;
import org.junit.jupiter.api.Test;

/** The Market view's auction heading says how many bids were ranked and, when it lists fewer, how many it lists. */
class AuctionHeaderTest {

    @Test
    void aListCutToItsRoomSaysHowManyOfTheRankedBidsItShows() {
        assertEquals("Auction at tick 1,234: 11 bids ranked (first 7 shown)", MarketPart.auctionHeader(1234, 11, 7));
    }

    @Test
    void aListWithRoomForEveryBidSaysOnlyHowManyWereRanked() {
        assertEquals("Auction at tick 5: 7 bids ranked", MarketPart.auctionHeader(5, 7, 7));
        assertEquals("Auction at tick 0: 1 bid ranked", MarketPart.auctionHeader(0, 1, 3));
    }

    @Test
    void beforeTheFirstAuctionThereIsNothingToRank() {
        assertEquals("No auction yet", MarketPart.auctionHeader(-1, 0, 5));
        assertEquals("Auction at tick 32: no bid to rank", MarketPart.auctionHeader(32, 0, 5),
                "an auction with nothing to rank says so, rather than listing nothing under \"0 bids ranked\"");
    }
}
